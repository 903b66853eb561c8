import type { MessageKey, MessageParams } from "@wellbeing/domain";
import { useT } from "./useT";

/** A catalogue text in the language on screen, for JSX: `<T k="auth.signUp" />`. */
export const T = ({ k, params }: { readonly k: MessageKey; readonly params?: MessageParams }) => <>{useT()(k, params)}</>;
