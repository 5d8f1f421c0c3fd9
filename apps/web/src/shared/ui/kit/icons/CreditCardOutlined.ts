import drawing from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import { kitIcon } from './kitIcon';

export const CreditCardOutlined = /* @__PURE__ */ kitIcon(drawing);
