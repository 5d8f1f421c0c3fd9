import drawing from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import { kitIcon } from './kitIcon';

export const ProfileOutlined = /* @__PURE__ */ kitIcon(drawing);
