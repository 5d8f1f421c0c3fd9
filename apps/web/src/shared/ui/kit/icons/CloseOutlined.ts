import drawing from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { kitIcon } from './kitIcon';

export const CloseOutlined = /* @__PURE__ */ kitIcon(drawing);
