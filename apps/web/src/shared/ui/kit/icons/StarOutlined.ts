import drawing from '@ant-design/icons-svg/es/asn/StarOutlined';
import { kitIcon } from './kitIcon';

export const StarOutlined = /* @__PURE__ */ kitIcon(drawing);
