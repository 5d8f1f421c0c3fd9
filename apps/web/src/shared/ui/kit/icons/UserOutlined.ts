import drawing from '@ant-design/icons-svg/es/asn/UserOutlined';
import { kitIcon } from './kitIcon';

export const UserOutlined = /* @__PURE__ */ kitIcon(drawing);
