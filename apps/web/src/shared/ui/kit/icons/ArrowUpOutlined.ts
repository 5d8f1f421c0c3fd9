import drawing from '@ant-design/icons-svg/es/asn/ArrowUpOutlined';
import { kitIcon } from './kitIcon';

export const ArrowUpOutlined = /* @__PURE__ */ kitIcon(drawing);
