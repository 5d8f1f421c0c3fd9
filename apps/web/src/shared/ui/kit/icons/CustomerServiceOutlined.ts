import drawing from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import { kitIcon } from './kitIcon';

export const CustomerServiceOutlined = /* @__PURE__ */ kitIcon(drawing);
