import drawing from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { kitIcon } from './kitIcon';

export const GlobalOutlined = /* @__PURE__ */ kitIcon(drawing);
