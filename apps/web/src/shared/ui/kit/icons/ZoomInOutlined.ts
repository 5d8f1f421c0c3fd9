import drawing from '@ant-design/icons-svg/es/asn/ZoomInOutlined';
import { kitIcon } from './kitIcon';

export const ZoomInOutlined = /* @__PURE__ */ kitIcon(drawing);
