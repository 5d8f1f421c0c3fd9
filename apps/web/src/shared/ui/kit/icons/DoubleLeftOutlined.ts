import drawing from '@ant-design/icons-svg/es/asn/DoubleLeftOutlined';
import { kitIcon } from './kitIcon';

export const DoubleLeftOutlined = /* @__PURE__ */ kitIcon(drawing);
