import drawing from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import { kitIcon } from './kitIcon';

export const ThunderboltOutlined = /* @__PURE__ */ kitIcon(drawing);
