import drawing from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { kitIcon } from './kitIcon';

export const ReloadOutlined = /* @__PURE__ */ kitIcon(drawing);
