import drawing from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import { kitIcon } from './kitIcon';

export const LogoutOutlined = /* @__PURE__ */ kitIcon(drawing);
