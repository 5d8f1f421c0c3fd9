import drawing from '@ant-design/icons-svg/es/asn/CheckOutlined';
import { kitIcon } from './kitIcon';

export const CheckOutlined = /* @__PURE__ */ kitIcon(drawing);
