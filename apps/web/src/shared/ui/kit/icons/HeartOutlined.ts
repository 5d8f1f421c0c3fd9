import drawing from '@ant-design/icons-svg/es/asn/HeartOutlined';
import { kitIcon } from './kitIcon';

export const HeartOutlined = /* @__PURE__ */ kitIcon(drawing);
