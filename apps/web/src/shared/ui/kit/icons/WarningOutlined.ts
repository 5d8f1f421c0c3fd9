import drawing from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { kitIcon } from './kitIcon';

export const WarningOutlined = /* @__PURE__ */ kitIcon(drawing);
