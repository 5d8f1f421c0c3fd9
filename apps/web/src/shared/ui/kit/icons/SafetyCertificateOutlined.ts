import drawing from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { kitIcon } from './kitIcon';

export const SafetyCertificateOutlined = /* @__PURE__ */ kitIcon(drawing);
