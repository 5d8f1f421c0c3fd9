import drawing from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import { kitIcon } from './kitIcon';

export const SolutionOutlined = /* @__PURE__ */ kitIcon(drawing);
