import drawing from '@ant-design/icons-svg/es/asn/RightOutlined';
import { kitIcon } from './kitIcon';

export const RightOutlined = /* @__PURE__ */ kitIcon(drawing);
