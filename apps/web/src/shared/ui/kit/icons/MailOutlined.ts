import drawing from '@ant-design/icons-svg/es/asn/MailOutlined';
import { kitIcon } from './kitIcon';

export const MailOutlined = /* @__PURE__ */ kitIcon(drawing);
