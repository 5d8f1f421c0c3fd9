import drawing from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { kitIcon } from './kitIcon';

export const CalendarOutlined = /* @__PURE__ */ kitIcon(drawing);
