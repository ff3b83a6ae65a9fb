// The keyword box of a list (公告, 解读): a search landmark with a labelled input, 搜索 and (while a keyword is applied)
// 清除. It submits on Enter; the list itself keeps the keyword in the URL.
import { Search, X } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Button, Input } from '@zhiyuan/ui';
import { sharedMessages } from '../messages.ts';

export interface KeywordSearchProps {
  /** The keyword applied now (from the URL). */
  keyword: string;
  onSearch: (keyword: string) => void;
  /** Name of the search landmark and the input's label. */
  label: string;
  placeholder?: string;
  searchText?: string;
  clearText?: string;
}

export function KeywordSearch({
  keyword,
  onSearch,
  label,
  placeholder,
  searchText = sharedMessages.search,
  clearText = sharedMessages.clear,
}: KeywordSearchProps) {
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('keyword');
    onSearch(typeof value === 'string' ? value : '');
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      className="flex w-full max-w-xl items-center gap-2"
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      {/* Keyed by the applied keyword: back/forward through the URL refills the box. */}
      <Input
        key={keyword}
        id={inputId}
        name="keyword"
        type="search"
        defaultValue={keyword}
        placeholder={placeholder}
        maxLength={50}
        className="flex-1"
      />
      <Button type="submit" variant="primary">
        <Search aria-hidden="true" />
        {searchText}
      </Button>
      {keyword && (
        <Button type="button" variant="ghost" onClick={() => onSearch('')}>
          <X aria-hidden="true" />
          {clearText}
        </Button>
      )}
    </form>
  );
}
