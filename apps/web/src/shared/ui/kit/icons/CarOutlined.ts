import drawing from '@ant-design/icons-svg/es/asn/CarOutlined';
import { kitIcon } from './kitIcon';

export const CarOutlined = /* @__PURE__ */ kitIcon(drawing);
