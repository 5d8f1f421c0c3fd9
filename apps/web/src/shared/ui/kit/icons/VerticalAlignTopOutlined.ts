import drawing from '@ant-design/icons-svg/es/asn/VerticalAlignTopOutlined';
import { kitIcon } from './kitIcon';

export const VerticalAlignTopOutlined = /* @__PURE__ */ kitIcon(drawing);
