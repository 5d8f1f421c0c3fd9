import drawing from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import { kitIcon } from './kitIcon';

export const InfoCircleOutlined = /* @__PURE__ */ kitIcon(drawing);
