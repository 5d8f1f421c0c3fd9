import drawing from '@ant-design/icons-svg/es/asn/StarFilled';
import { kitIcon } from './kitIcon';

export const StarFilled = /* @__PURE__ */ kitIcon(drawing);
