import drawing from '@ant-design/icons-svg/es/asn/PauseOutlined';
import { kitIcon } from './kitIcon';

export const PauseOutlined = /* @__PURE__ */ kitIcon(drawing);
