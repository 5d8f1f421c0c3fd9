import drawing from '@ant-design/icons-svg/es/asn/ThunderboltFilled';
import { kitIcon } from './kitIcon';

export const ThunderboltFilled = /* @__PURE__ */ kitIcon(drawing);
