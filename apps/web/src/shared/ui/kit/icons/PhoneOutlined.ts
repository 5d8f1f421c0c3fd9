import drawing from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { kitIcon } from './kitIcon';

export const PhoneOutlined = /* @__PURE__ */ kitIcon(drawing);
