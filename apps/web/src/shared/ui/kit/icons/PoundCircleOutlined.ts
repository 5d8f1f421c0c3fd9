import drawing from '@ant-design/icons-svg/es/asn/PoundCircleOutlined';
import { kitIcon } from './kitIcon';

export const PoundCircleOutlined = /* @__PURE__ */ kitIcon(drawing);
