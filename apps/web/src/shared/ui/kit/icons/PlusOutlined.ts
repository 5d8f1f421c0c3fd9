import drawing from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { kitIcon } from './kitIcon';

export const PlusOutlined = /* @__PURE__ */ kitIcon(drawing);
