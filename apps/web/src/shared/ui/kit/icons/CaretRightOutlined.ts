import drawing from '@ant-design/icons-svg/es/asn/CaretRightOutlined';
import { kitIcon } from './kitIcon';

export const CaretRightOutlined = /* @__PURE__ */ kitIcon(drawing);
