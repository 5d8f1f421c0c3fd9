import drawing from '@ant-design/icons-svg/es/asn/HeartFilled';
import { kitIcon } from './kitIcon';

export const HeartFilled = /* @__PURE__ */ kitIcon(drawing);
