import drawing from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { kitIcon } from './kitIcon';

export const CheckCircleFilled = /* @__PURE__ */ kitIcon(drawing);
