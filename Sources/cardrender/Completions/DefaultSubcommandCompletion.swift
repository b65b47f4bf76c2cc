/// argument-parser's completion scripts offer a default subcommand's options only after its
/// name: `cardrender render --sc<TAB>` offers --scene and --scale, `cardrender --sc<TAB>` nothing.
/// Each script is given a few lines that complete a command line whose first word is an option
/// as the default subcommand's (`cardrender -i photos --sc` as `cardrender render -i photos --sc`).
/// They wrap the functions the generated script names after the command (`_cardrender`,
/// `__cardrender_tokens`); the completion tests run each shell on the result.
enum DefaultSubcommandCompletion {
    /// `script` with the lines for its shell, or nil when it is no completion script of `command`.
    static func extending(_ script: String, command: String, subcommand: String) -> String? {
        if script.hasPrefix("#!/bin/bash") && script.contains("complete -o filenames -F _\(command) \(command)") {
            return script + bash(command: command, subcommand: subcommand)
        }
        if script.hasPrefix("#compdef \(command)") {
            return zsh(script, command: command, subcommand: subcommand)
        }
        if script.contains("function __\(command)_tokens\n") {
            return script + fish(command: command, subcommand: subcommand)
        }
        return nil
    }

    private static func note(command: String, subcommand: String) -> String {
        """
        # \(subcommand) is \(command)'s default subcommand: a command line whose first word is an option
        # (`\(command) -i photos --sc`) completes as `\(command) \(subcommand) -i photos --sc`.
        """
    }

    /// bash reads the words from COMP_WORDS and, for options completed by cardrender itself, the
    /// line and cursor from COMP_LINE and COMP_POINT: the subcommand goes into all of them.
    private static func bash(command: String, subcommand: String) -> String {
        """

        \(note(command: command, subcommand: subcommand))
        _\(command)_default_subcommand() {
            if [[ "${COMP_WORDS[1]}" == -* ]]; then
                local -r name="${COMP_WORDS[0]}"
                COMP_WORDS=("${name}" \(subcommand) "${COMP_WORDS[@]:1}")
                COMP_CWORD=$((COMP_CWORD + 1))
                COMP_LINE="${name} \(subcommand)${COMP_LINE#"${name}"}"
                COMP_POINT=$((COMP_POINT + \(subcommand.count + 1)))
            fi
            _\(command) "${@}"
        }
        complete -o filenames -F _\(command)_default_subcommand \(command)

        """
    }

    /// zsh: the generated function is renamed and called with the subcommand among `words`. The
    /// lines go before the block that calls it when zsh autoloads the file (the first TAB).
    private static func zsh(_ script: String, command: String, subcommand: String) -> String {
        let lines = """
            \(note(command: command, subcommand: subcommand))
            functions -c _\(command) _\(command)_subcommands
            _\(command)() {
                if [[ "${words[2]}" == -* ]]; then
                    words=("${words[1]}" \(subcommand) "${(@)words[2,-1]}")
                    (( CURRENT++ ))
                fi
                _\(command)_subcommands "${@}"
            }

            """
        guard let autoload = script.range(of: "if [[ \"${funcstack[1]}\" = _\(command) ]]", options: .backwards) else {
            return script + "\n" + lines
        }
        var extended = script
        extended.insert(contentsOf: lines + "\n", at: autoload.lowerBound)
        return extended
    }

    /// fish: every completion condition reads the words through `__cardrender_tokens`; the lists
    /// it gives (not the current word alone, `-t`) get the subcommand.
    private static func fish(command: String, subcommand: String) -> String {
        """

        \(note(command: command, subcommand: subcommand))
        functions -e __\(command)_typed_tokens
        functions -c __\(command)_tokens __\(command)_typed_tokens
        function __\(command)_tokens
            set -l tokens (__\(command)_typed_tokens $argv)
            if not string match -q -- '*t*' "$argv"; and string match -q -- '-*' (__\(command)_typed_tokens -p)[2]
                set tokens $tokens[1] \(subcommand) $tokens[2..]
            end
            printf '%s\\n' $tokens
        end

        """
    }
}
