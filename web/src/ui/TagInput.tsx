import { TagInput as BlueprintTagInput, type TagInputProps as BlueprintTagInputProps, type TagProps } from "@blueprintjs/core";
import { removableTag } from "./TagRemoveButton";

interface Remover {
  /** What the tag shows, naming its remove button. */
  readonly name: string;
  readonly onRemove: () => void;
}

interface TagInputProps extends Omit<BlueprintTagInputProps, "tagProps"> {
  readonly tagProps: (index: number) => Omit<TagProps, "onRemove" | "endIcon">;
  /** How the tag at `index` is taken off, or null when it cannot be. */
  readonly removerAt: (index: number) => Remover | null;
}

/** Blueprint's TagInput with each tag's remove button named in the language on screen (Blueprint's says "Remove tag" in English). */
export const TagInput = ({ tagProps, removerAt, ...props }: TagInputProps) => (
  <BlueprintTagInput
    {...props}
    tagProps={(_value, index) => {
      const remover = removerAt(index);
      return { ...tagProps(index), ...(remover ? removableTag(remover.name, remover.onRemove) : { onRemove: undefined }) };
    }}
  />
);
