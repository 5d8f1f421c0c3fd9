import drawing from '@ant-design/icons-svg/es/asn/LockOutlined';
import { kitIcon } from './kitIcon';

export const LockOutlined = /* @__PURE__ */ kitIcon(drawing);
