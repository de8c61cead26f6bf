/// The completion scripts of `timi completions`. Each asks `timi __complete` (``Completer``) for the
/// candidates of the word under the cursor, so commands, options and the ledger's names are never
/// out of date; the shells differ only in how they show them.
enum CompletionScript: String, CaseIterable {
    case bash, zsh, fish

    var text: String {
        switch self {
        case .bash:
            return #"""
                # bash completion for timi, from 'timi completions bash'.
                _timi() {
                    local IFS=$'\n' line cur=${COMP_WORDS[COMP_CWORD]}
                    COMPREPLY=()
                    while IFS= read -r line; do
                        case $line in
                        :files) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); return ;;
                        :directories) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur")); return ;;
                        *)
                            line=${line%%$'\t'*}
                            # Quoted as bash reads it back; inside an open quote, readline closes it.
                            [[ $cur == [\'\"]* ]] || printf -v line %q "$line"
                            COMPREPLY+=("$line") ;;
                        esac
                    done < <(command timi __complete --typed "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null)
                }
                complete -F _timi timi

                """#
        case .zsh:
            return #"""
                #compdef timi
                # zsh completion for timi, from 'timi completions zsh'.
                _timi() {
                    local -a lines candidates
                    local line value
                    lines=("${(@f)$(command timi __complete --typed "${(@)words[2,CURRENT]}" 2>/dev/null)}")
                    case ${lines[1]} in
                    :files) _files; return ;;
                    :directories) _files -/; return ;;
                    esac
                    for line in $lines; do
                        [[ -n $line ]] || continue
                        # _describe reads \ and : in a value as its own escapes.
                        value=${${line%%$'\t'*}//\\/\\\\}
                        value=${value//:/\\:}
                        if [[ $line == *$'\t'* ]]; then
                            candidates+=("$value:${line#*$'\t'}")
                        else
                            candidates+=("$value")
                        fi
                    done
                    _describe -t values timi candidates
                }
                if [[ $funcstack[1] == _timi ]]; then _timi "$@"; else compdef _timi timi; fi

                """#
        case .fish:
            return #"""
                # fish completion for timi, from 'timi completions fish'.
                function __timi_complete
                    # fish gives the words unquoted, and quotes what it puts in itself.
                    set -l words (commandline -opc)
                    set -e words[1]
                    set -l current (commandline -ct | string unescape)
                    set -l lines (command timi __complete $words "$current" 2>/dev/null)
                    switch "$lines[1]"
                        case :files
                            __fish_complete_path "$current"
                        case :directories
                            __fish_complete_directories "$current"
                        case '*'
                            printf '%s\n' $lines
                    end
                end
                complete -c timi -f -k -a '(__timi_complete)'

                """#
        }
    }
}
