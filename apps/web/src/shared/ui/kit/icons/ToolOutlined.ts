import drawing from '@ant-design/icons-svg/es/asn/ToolOutlined';
import { kitIcon } from './kitIcon';

export const ToolOutlined = /* @__PURE__ */ kitIcon(drawing);
