import drawing from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { kitIcon } from './kitIcon';

export const ClockCircleOutlined = /* @__PURE__ */ kitIcon(drawing);
