import drawing from '@ant-design/icons-svg/es/asn/RollbackOutlined';
import { kitIcon } from './kitIcon';

export const RollbackOutlined = /* @__PURE__ */ kitIcon(drawing);
