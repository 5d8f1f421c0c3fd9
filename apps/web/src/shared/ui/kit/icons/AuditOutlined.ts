import drawing from '@ant-design/icons-svg/es/asn/AuditOutlined';
import { kitIcon } from './kitIcon';

export const AuditOutlined = /* @__PURE__ */ kitIcon(drawing);
