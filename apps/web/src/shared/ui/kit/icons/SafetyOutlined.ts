import drawing from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import { kitIcon } from './kitIcon';

export const SafetyOutlined = /* @__PURE__ */ kitIcon(drawing);
