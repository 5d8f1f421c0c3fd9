import drawing from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import { kitIcon } from './kitIcon';

export const DashboardOutlined = /* @__PURE__ */ kitIcon(drawing);
