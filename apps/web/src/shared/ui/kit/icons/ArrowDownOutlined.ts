import drawing from '@ant-design/icons-svg/es/asn/ArrowDownOutlined';
import { kitIcon } from './kitIcon';

export const ArrowDownOutlined = /* @__PURE__ */ kitIcon(drawing);
