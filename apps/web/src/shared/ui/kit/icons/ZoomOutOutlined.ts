import drawing from '@ant-design/icons-svg/es/asn/ZoomOutOutlined';
import { kitIcon } from './kitIcon';

export const ZoomOutOutlined = /* @__PURE__ */ kitIcon(drawing);
