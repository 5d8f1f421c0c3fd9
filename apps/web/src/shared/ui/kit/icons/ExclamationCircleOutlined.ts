import drawing from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import { kitIcon } from './kitIcon';

export const ExclamationCircleOutlined = /* @__PURE__ */ kitIcon(drawing);
