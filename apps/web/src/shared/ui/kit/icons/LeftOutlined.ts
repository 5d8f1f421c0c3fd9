import drawing from '@ant-design/icons-svg/es/asn/LeftOutlined';
import { kitIcon } from './kitIcon';

export const LeftOutlined = /* @__PURE__ */ kitIcon(drawing);
