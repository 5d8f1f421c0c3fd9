import drawing from '@ant-design/icons-svg/es/asn/DoubleRightOutlined';
import { kitIcon } from './kitIcon';

export const DoubleRightOutlined = /* @__PURE__ */ kitIcon(drawing);
