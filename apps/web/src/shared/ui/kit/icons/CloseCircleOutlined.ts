import drawing from '@ant-design/icons-svg/es/asn/CloseCircleOutlined';
import { kitIcon } from './kitIcon';

export const CloseCircleOutlined = /* @__PURE__ */ kitIcon(drawing);
