<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Koutchina</source>
        <translation>About Koutchina</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>Log file</translation>
    </message>
    <message>
        <source>Saved matches</source>
        <translation>Saved matches</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Built with</source>
        <translation>Built with</translation>
    </message>
    <message>
        <source>Hand (Hareega), Court Piece and Hokm against bots that see only their own cards, offline.</source>
        <translation>Hand (Hareega), Court Piece and Hokm against bots that see only their own cards, offline.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>{name}: {details}</source>
        <translation>{name}: {details}</translation>
    </message>
    <message>
        <source>You take the trick</source>
        <translation>You take the trick</translation>
    </message>
    <message>
        <source>{name} takes the trick</source>
        <translation>{name} takes the trick</translation>
    </message>
    <message>
        <source>{name}: {tricks}</source>
        <translation>{name}: {tricks}</translation>
    </message>
    <message>
        <source>Your side: {ours}; opponents: {theirs}</source>
        <translation>Your side: {ours}; opponents: {theirs}</translation>
    </message>
    <message>
        <source>Your turn. You can play: {cards}</source>
        <translation>Your turn. You can play: {cards}</translation>
    </message>
    <message>
        <source>{name} called {n}</source>
        <translation>{name} called {n}</translation>
    </message>
    <message>
        <source>5 seconds left</source>
        <translation>5 seconds left</translation>
    </message>
    <message>
        <source>Call {n}. Enter locks it in.</source>
        <translation>Call {n}. Enter locks it in.</translation>
    </message>
    <message>
        <source>Enter confirms.</source>
        <translation>Enter confirms.</translation>
    </message>
    <message>
        <source>Keys 0 to 8 choose your call, Enter locks it in.</source>
        <translation>Keys 0 to 8 choose your call, Enter locks it in.</translation>
    </message>
    <message>
        <source>Left and right arrows choose the suit, up and down the target, Enter confirms.</source>
        <translation>Left and right arrows choose the suit, up and down the target, Enter confirms.</translation>
    </message>
    <message>
        <source>Left and right arrows choose the suit, Enter confirms.</source>
        <translation>Left and right arrows choose the suit, Enter confirms.</translation>
    </message>
    <message>
        <source>You may ask to see the trump: key S.</source>
        <translation>You may ask to see the trump: key S.</translation>
    </message>
    <message>
        <source>Enter: {button}.</source>
        <translation>Enter: {button}.</translation>
    </message>
    <message>
        <source>You hold: {cards}</source>
        <translation>You hold: {cards}</translation>
    </message>
    <message>
        <source>Last trick: {plays}. Won by you.</source>
        <translation>Last trick: {plays}. Won by you.</translation>
    </message>
    <message>
        <source>Last trick: {plays}. Won by {name}.</source>
        <translation>Last trick: {plays}. Won by {name}.</translation>
    </message>
</context>
<context>
    <name>AnotherMatch</name>
    <message>
        <source>Match under way</source>
        <translation>Match under way</translation>
    </message>
    <message>
        <source>A match is under way. Start a new one?</source>
        <translation>A match is under way. Start a new one?</translation>
    </message>
    <message>
        <source>A match is under way. Resume the match you chose instead?</source>
        <translation>A match is under way. Resume the match you chose instead?</translation>
    </message>
    <message>
        <source>The match under way is kept: you can resume it from History.</source>
        <translation>The match under way is kept: you can resume it from History.</translation>
    </message>
    <message>
        <source>The match under way is not saved: it will be lost.</source>
        <translation>The match under way is not saved: it will be lost.</translation>
    </message>
    <message>
        <source>&amp;Start a new match</source>
        <translation>&amp;Start a new match</translation>
    </message>
    <message>
        <source>&amp;Resume the match chosen</source>
        <translation>&amp;Resume the match chosen</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Keep playing</translation>
    </message>
</context>
<context>
    <name>CallPanel</name>
    <message>
        <source>Your call</source>
        <translation>Your call</translation>
    </message>
    <message>
        <source>How many tricks will you take? Exactly that many scores.</source>
        <translation>How many tricks will you take? Exactly that many scores.</translation>
    </message>
    <message>
        <source>Choose a number</source>
        <translation>Choose a number</translation>
    </message>
    <message>
        <source>Lock in {n}</source>
        <translation>Lock in {n}</translation>
    </message>
</context>
<context>
    <name>CallTotals</name>
    <message>
        <source>Calls revealed: {total} tricks called, only 8 to play</source>
        <translation>Calls revealed: {total} tricks called, only 8 to play</translation>
    </message>
    <message>
        <source>Calls revealed: all 8 tricks called</source>
        <translation>Calls revealed: all 8 tricks called</translation>
    </message>
    <message numerus="yes">
        <source>Calls revealed: %n of the 8 tricks called</source>
        <translation>
            <numerusform>Calls revealed: %n of the 8 tricks called</numerusform>
            <numerusform>Calls revealed: %n of the 8 tricks called</numerusform>
        </translation>
    </message>
    <message>
        <source>Calls: {total} tricks, only 8 to play</source>
        <translation>Calls: {total} tricks, only 8 to play</translation>
    </message>
    <message>
        <source>Calls: all 8 tricks</source>
        <translation>Calls: all 8 tricks</translation>
    </message>
    <message numerus="yes">
        <source>Calls: %n of the 8 tricks</source>
        <translation>
            <numerusform>Calls: %n of the 8 tricks</numerusform>
            <numerusform>Calls: %n of the 8 tricks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>the call with the best expected score in the deals that fit your cards</source>
        <translation>the call with the best expected score in the deals that fit your cards</translation>
    </message>
    <message>
        <source>the trump with the best expected result for your side</source>
        <translation>the trump with the best expected result for your side</translation>
    </message>
    <message>
        <source>your longer suit: its length keeps control of the trumps, which the expected results below underrate</source>
        <translation>your longer suit: its length keeps control of the trumps, which the expected results below underrate</translation>
    </message>
    <message>
        <source>the card with the best expected result in the deals that fit what you have seen</source>
        <translation>the card with the best expected result in the deals that fit what you have seen</translation>
    </message>
    <message>
        <source>the only card you may play</source>
        <translation>the only card you may play</translation>
    </message>
    <message>
        <source>the cheapest card that wins the trick</source>
        <translation>the cheapest card that wins the trick</translation>
    </message>
    <message>
        <source>no card still hidden can beat it, so the trick is yours</source>
        <translation>no card still hidden can beat it, so the trick is yours</translation>
    </message>
    <message>
        <source>no card still hidden can beat it, so the trick is your side&apos;s</source>
        <translation>no card still hidden can beat it, so the trick is your side&apos;s</translation>
    </message>
    <message>
        <source>no card of its suit still hidden can beat it, though an opponent still to play could trump it</source>
        <translation>no card of its suit still hidden can beat it, though an opponent still to play could trump it</translation>
    </message>
    <message>
        <source>a master card, a sure trick</source>
        <translation>a master card, a sure trick</translation>
    </message>
    <message>
        <source>a master card: no card of its suit still hidden can beat it, though an opponent could trump it</source>
        <translation>a master card: no card of its suit still hidden can beat it, though an opponent could trump it</translation>
    </message>
    <message>
        <source>a trump lead, to draw the opponents&apos; trumps</source>
        <translation>a trump lead, to draw the opponents&apos; trumps</translation>
    </message>
    <message>
        <source>a low card of your longest suit</source>
        <translation>a low card of your longest suit</translation>
    </message>
    <message>
        <source>a low lead the others can beat, keeping your high cards</source>
        <translation>a low lead the others can beat, keeping your high cards</translation>
    </message>
    <message>
        <source>your partner is winning the trick, so play low</source>
        <translation>your partner is winning the trick, so play low</translation>
    </message>
    <message>
        <source>you cannot follow, so trump to win the trick</source>
        <translation>you cannot follow, so trump to win the trick</translation>
    </message>
    <message>
        <source>none of your cards can win this trick, so follow low</source>
        <translation>none of your cards can win this trick, so follow low</translation>
    </message>
    <message>
        <source>you cannot follow, so throw away a low card</source>
        <translation>you cannot follow, so throw away a low card</translation>
    </message>
    <message>
        <source>you must take this trick, so take it with your highest card</source>
        <translation>you must take this trick, so take it with your highest card</translation>
    </message>
    <message>
        <source>the lowest target, since every target scores the same</source>
        <translation>the lowest target, since every target scores the same</translation>
    </message>
    <message>
        <source>the card the usual rules of good play choose, as good as the best within the margin of error</source>
        <translation>the card the usual rules of good play choose, as good as the best within the margin of error</translation>
    </message>
    <message>
        <source>the longer suit, as good as the best within the margin of error</source>
        <translation>the longer suit, as good as the best within the margin of error</translation>
    </message>
    <message>
        <source>the call nearest the tricks your hand is worth, as good as the best within the margin of error</source>
        <translation>the call nearest the tricks your hand is worth, as good as the best within the margin of error</translation>
    </message>
    <message>
        <source>call {count}</source>
        <translation>call {count}</translation>
    </message>
    <message>
        <source>{suit} as trump, target {target}</source>
        <translation>{suit} as trump, target {target}</translation>
    </message>
    <message>
        <source>{suit} as trump</source>
        <translation>{suit} as trump</translation>
    </message>
    <message>
        <source>ask to see the trump</source>
        <translation>ask to see the trump</translation>
    </message>
    <message>
        <source>concede the rest</source>
        <translation>concede the rest</translation>
    </message>
    <message>
        <source>a call of {count}</source>
        <translation>a call of {count}</translation>
    </message>
    <message>
        <source>{suit} as trump, target {target}</source>
        <comment>in a sentence</comment>
        <translation>{suit} as trump, target {target}</translation>
    </message>
    <message>
        <source>{suit} as trump</source>
        <comment>in a sentence</comment>
        <translation>{suit} as trump</translation>
    </message>
    <message>
        <source>{score} expected</source>
        <translation>{score} expected</translation>
    </message>
    <message>
        <source>you make your call in {percent}% of the deals that fit what you have seen</source>
        <translation>you make your call in {percent}% of the deals that fit what you have seen</translation>
    </message>
    <message>
        <source>{result} expected for your side</source>
        <translation>{result} expected for your side</translation>
    </message>
    <message>
        <source>your side takes {tricks} on average</source>
        <translation>your side takes {tricks} on average</translation>
    </message>
    <message>
        <source>you make your call in {percent}% of them with it, against {rules}%</source>
        <translation>you make your call in {percent}% of them with it, against {rules}%</translation>
    </message>
    <message>
        <source>your side takes {tricks} on average with it, against {rules}</source>
        <translation>your side takes {tricks} on average with it, against {rules}</translation>
    </message>
    <message>
        <source>the other side takes {tricks} on average with it, against {rules}</source>
        <translation>the other side takes {tricks} on average with it, against {rules}</translation>
    </message>
    <message>
        <source>you can expect {score} with it, against {rules}</source>
        <translation>you can expect {score} with it, against {rules}</translation>
    </message>
    <message>
        <source>your side can expect {result} with it, against {rules}</source>
        <translation>your side can expect {result} with it, against {rules}</translation>
    </message>
    <message>
        <source>You called 0 and have taken no trick so far.</source>
        <translation>You called 0 and have taken no trick so far.</translation>
    </message>
    <message>
        <source>You called 0 and have taken {tricks}.</source>
        <translation>You called 0 and have taken {tricks}.</translation>
    </message>
    <message>
        <source>You have {taken} of the {tricks} you called.</source>
        <translation>You have {taken} of the {tricks} you called.</translation>
    </message>
    <message>
        <source>You have the {tricks} you called.</source>
        <translation>You have the {tricks} you called.</translation>
    </message>
    <message>
        <source>You have {tricks}, more than the {called} you called.</source>
        <translation>You have {tricks}, more than the {called} you called.</translation>
    </message>
    <message>
        <source>Concede the rest of this deal? The other side takes every trick still to play.</source>
        <translation>Concede the rest of this deal? The other side takes every trick still to play.</translation>
    </message>
    <message>
        <source>Concede the rest of this deal? The other side takes every trick still to play; your side still scores {score}.</source>
        <translation>Concede the rest of this deal? The other side takes every trick still to play; your side still scores {score}.</translation>
    </message>
    <message>
        <source>Concede the rest of this deal? The other side takes every trick still to play and scores {score} (a sweep).</source>
        <translation>Concede the rest of this deal? The other side takes every trick still to play and scores {score} (a sweep).</translation>
    </message>
    <message>
        <source>Concede the rest of this deal? The other side takes every trick still to play and scores {score} (a Kot).</source>
        <translation>Concede the rest of this deal? The other side takes every trick still to play and scores {score} (a Kot).</translation>
    </message>
    <message>
        <source>Concede the rest of this deal? The other side takes every trick still to play and scores {score} (a Kot against the Hakem&apos;s side).</source>
        <translation>Concede the rest of this deal? The other side takes every trick still to play and scores {score} (a Kot against the Hakem&apos;s side).</translation>
    </message>
    <message>
        <source>Concede the rest of this deal? The other side takes every trick still to play and scores {score}.</source>
        <translation>Concede the rest of this deal? The other side takes every trick still to play and scores {score}.</translation>
    </message>
    <message>
        <source>The other side then wins the match.</source>
        <translation>The other side then wins the match.</translation>
    </message>
    <message>
        <source>Your side then wins the match.</source>
        <translation>Your side then wins the match.</translation>
    </message>
    <message>
        <source>{cost} expected</source>
        <translation>{cost} expected</translation>
    </message>
    <message>
        <source>{choice} ({value})</source>
        <translation>{choice} ({value})</translation>
    </message>
    <message>
        <source>{score} expected; you make your call in {percent}% of the deals that fit what you have seen</source>
        <translation>{score} expected; you make your call in {percent}% of the deals that fit what you have seen</translation>
    </message>
    <message>
        <source>{result} expected for your side ({tricks})</source>
        <translation>{result} expected for your side ({tricks})</translation>
    </message>
    <message>
        <source>Rated higher by simulations that undervalue a long trump: {choices}</source>
        <translation>Rated higher by simulations that undervalue a long trump: {choices}</translation>
    </message>
    <message>
        <source>As good within the margin of error: {choices}</source>
        <translation>As good within the margin of error: {choices}</translation>
    </message>
    <message>
        <source>the cards you may play are all worth the same here</source>
        <translation>the cards you may play are all worth the same here</translation>
    </message>
    <message>
        <source>the lowest card you may play, as you cannot or need not win this trick</source>
        <translation>the lowest card you may play, as you cannot or need not win this trick</translation>
    </message>
    <message>
        <source>a card under the winning one, leaving this trick to another player</source>
        <translation>a card under the winning one, leaving this trick to another player</translation>
    </message>
    <message>
        <source>the lowest card you may play, which wins for now; a player still to play may take the trick</source>
        <translation>the lowest card you may play, which wins for now; a player still to play may take the trick</translation>
    </message>
    <message>
        <source>you cannot be sure of winning this trick, so follow low</source>
        <translation>you cannot be sure of winning this trick, so follow low</translation>
    </message>
    <message>
        <source>you cannot follow and already have the tricks you called, so throw away a high card</source>
        <translation>you cannot follow and already have the tricks you called, so throw away a high card</translation>
    </message>
    <message>
        <source>you cannot follow, so you may have the hidden trump shown</source>
        <translation>you cannot follow, so you may have the hidden trump shown</translation>
    </message>
    <message>
        <source>Play {advised}. The usual rules of good play would play {rules}, but {advised} does better: in the deals that fit what you have seen, {figures}.</source>
        <translation>Play {advised}. The usual rules of good play would play {rules}, but {advised} does better: in the deals that fit what you have seen, {figures}.</translation>
    </message>
    <message>
        <source>Next best: {choices}</source>
        <translation>Next best: {choices}</translation>
    </message>
</context>
<context>
    <name>CoachControls</name>
    <message>
        <source>Hints and undo are for practice matches only ({menu} &gt; {item}).</source>
        <translation>Hints and undo are for practice matches only ({menu} &gt; {item}).</translation>
    </message>
    <message>
        <source>The table plays the rest of the round for you.</source>
        <translation>The table plays the rest of the round for you.</translation>
    </message>
    <message>
        <source>You concede the rest of the deal.</source>
        <translation>You concede the rest of the deal.</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Concede</translation>
    </message>
    <message>
        <source>Play the rest for me</source>
        <translation>Play the rest for me</translation>
    </message>
    <message>
        <source>Your last move is taken back.</source>
        <translation>Your last move is taken back.</translation>
    </message>
    <message>
        <source>You claim the rest of the round: no card can beat yours.</source>
        <translation>You claim the rest of the round: no card can beat yours.</translation>
    </message>
    <message>
        <source>You claim the rest of the deal: no card can beat yours.</source>
        <translation>You claim the rest of the deal: no card can beat yours.</translation>
    </message>
    <message>
        <source>{name} claims the rest of the round: no card can beat theirs.</source>
        <translation>{name} claims the rest of the round: no card can beat theirs.</translation>
    </message>
    <message>
        <source>{name} claims the rest of the deal: no card can beat theirs.</source>
        <translation>{name} claims the rest of the deal: no card can beat theirs.</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Hint (H)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>Claim the rest (C)</source>
        <translation>Claim the rest (C)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Undo (Ctrl+Z)</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>&amp;Undo my last move</translation>
    </message>
    <message>
        <source>Concede the rest</source>
        <translation>Concede the rest</translation>
    </message>
    <message>
        <source>Give up the rest of this deal: the other side takes every trick still to play (you are asked first).</source>
        <translation>Give up the rest of this deal: the other side takes every trick still to play (you are asked first).</translation>
    </message>
    <message>
        <source>&amp;Play the rest of the round for me…</source>
        <translation>&amp;Play the rest of the round for me…</translation>
    </message>
    <message>
        <source>&amp;Claim the rest of the round</source>
        <translation>&amp;Claim the rest of the round</translation>
    </message>
    <message>
        <source>C&amp;oncede the rest of the deal…</source>
        <translation>C&amp;oncede the rest of the deal…</translation>
    </message>
    <message>
        <source>&amp;Claim the rest of the deal</source>
        <translation>&amp;Claim the rest of the deal</translation>
    </message>
    <message>
        <source>&amp;Review the last round…</source>
        <translation>&amp;Review the last round…</translation>
    </message>
    <message>
        <source>{standing} Let the table play the rest of this round for you? It plays your remaining cards as a bot would, aiming at your call.</source>
        <translation>{standing} Let the table play the rest of this round for you? It plays your remaining cards as a bot would, aiming at your call.</translation>
    </message>
    <message>
        <source>The table plays your remaining cards of this round for you as a bot would, aiming at your call (you are asked first).</source>
        <translation>The table plays your remaining cards of this round for you as a bot would, aiming at your call (you are asked first).</translation>
    </message>
    <message>
        <source>Play the last round &amp;again</source>
        <translation>Play the last round &amp;again</translation>
    </message>
    <message>
        <source>&amp;Review the last deal…</source>
        <translation>&amp;Review the last deal…</translation>
    </message>
    <message>
        <source>Play the last deal &amp;again</source>
        <translation>Play the last deal &amp;again</translation>
    </message>
    <message>
        <source>From your seat</source>
        <translation>From your seat</translation>
    </message>
    <message>
        <source>In the seat of {name}</source>
        <translation>In the seat of {name}</translation>
    </message>
</context>
<context>
    <name>CoachMenu</name>
    <message>
        <source>&amp;Coach</source>
        <translation>&amp;Coach</translation>
    </message>
</context>
<context>
    <name>DealAgain</name>
    <message>
        <source>A deal without trump is played again from your seat only.</source>
        <translation>A deal without trump is played again from your seat only.</translation>
    </message>
    <message>
        <source>Round {n} again, same cards and bots: it is not counted.</source>
        <translation>Round {n} again, same cards and bots: it is not counted.</translation>
    </message>
    <message>
        <source>Deal {n} again, same cards and bots: it is not counted.</source>
        <translation>Deal {n} again, same cards and bots: it is not counted.</translation>
    </message>
    <message>
        <source>Round {n} again with the cards of {name}: it is not counted.</source>
        <translation>Round {n} again with the cards of {name}: it is not counted.</translation>
    </message>
    <message>
        <source>Deal {n} again with the cards of {name}: it is not counted.</source>
        <translation>Deal {n} again with the cards of {name}: it is not counted.</translation>
    </message>
</context>
<context>
    <name>DealAgainPanel</name>
    <message>
        <source>Back to the match</source>
        <translation>Back to the match</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Round {n} played again</source>
        <translation>Round {n} played again</translation>
    </message>
    <message>
        <source>Deal {n} played again</source>
        <translation>Deal {n} played again</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>First time</source>
        <translation>First time</translation>
    </message>
    <message>
        <source>This time</source>
        <translation>This time</translation>
    </message>
    <message>
        <source>This time you held the cards of {name}.</source>
        <translation>This time you held the cards of {name}.</translation>
    </message>
    <message>
        <source>First time: {outcome}</source>
        <translation>First time: {outcome}</translation>
    </message>
    <message>
        <source>This time: {outcome}</source>
        <translation>This time: {outcome}</translation>
    </message>
    <message>
        <source>call {call}, {tricks}: {score}</source>
        <translation>call {call}, {tricks}: {score}</translation>
    </message>
    <message>
        <source>{tricks}: {score}</source>
        <translation>{tricks}: {score}</translation>
    </message>
</context>
<context>
    <name>DealCoachRow</name>
    <message>
        <source>Review this round…</source>
        <translation>Review this round…</translation>
    </message>
    <message>
        <source>Review this deal…</source>
        <translation>Review this deal…</translation>
    </message>
    <message>
        <source>Play this round again</source>
        <translation>Play this round again</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Play this deal again</translation>
    </message>
    <message>
        <source>from your seat</source>
        <translation>from your seat</translation>
    </message>
    <message>
        <source>in the seat of {name}</source>
        <translation>in the seat of {name}</translation>
    </message>
</context>
<context>
    <name>DealSummaryPanel</name>
    <message>
        <source>See the ranking</source>
        <translation>See the ranking</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Next round</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Next deal</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>Review my play</translation>
    </message>
    <message>
        <source>Play this round again</source>
        <translation>Play this round again</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Play this deal again</translation>
    </message>
    <message>
        <source>Round {n} scored</source>
        <translation>Round {n} scored</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Call</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Deal {n} scored</source>
        <translation>Deal {n} scored</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Courts</source>
        <translation>Courts</translation>
    </message>
    <message>
        <source>{side} (Hakem)</source>
        <translation>{side} (Hakem)</translation>
    </message>
</context>
<context>
    <name>DrawTexts</name>
    <message numerus="yes">
        <source>A tie for the highest card: %n round(s) of drawing</source>
        <translation>
            <numerusform>A tie for the highest card: %n round of drawing</numerusform>
            <numerusform>A tie for the highest card: %n rounds of drawing</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileChoice</name>
    <message>
        <source>Koutchina matches (*.json)</source>
        <translation>Koutchina matches (*.json)</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Bots: {levels}</source>
        <translation>Bots: {levels}</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>Play {game}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
</context>
<context>
    <name>GoingHome</name>
    <message>
        <source>Match not saved</source>
        <translation>Match not saved</translation>
    </message>
    <message>
        <source>The match could not be saved, so it stays on the table.</source>
        <translation>The match could not be saved, so it stays on the table.</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>No hint this time: {error}</source>
        <translation>No hint this time: {error}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <source>{choice}: {reason}; {target_reason}.</source>
        <translation>{choice}: {reason}; {target_reason}.</translation>
    </message>
    <message>
        <source>{choice}: {reason}.</source>
        <translation>{choice}: {reason}.</translation>
    </message>
    <message>
        <source>The timer waits while the hint is open; H or Esc closes it.</source>
        <translation>The timer waits while the hint is open; H or Esc closes it.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Not started</source>
        <translation>Not started</translation>
    </message>
    <message>
        <source>{place}, {points}</source>
        <translation>{place}, {points}</translation>
    </message>
    <message>
        <source>{points} so far</source>
        <translation>{points} so far</translation>
    </message>
    <message>
        <source>Won {mine}–{theirs}</source>
        <translation>Won {mine}–{theirs}</translation>
    </message>
    <message>
        <source>Lost {mine}–{theirs}</source>
        <translation>Lost {mine}–{theirs}</translation>
    </message>
    <message>
        <source>{mine}–{theirs} so far</source>
        <translation>{mine}–{theirs} so far</translation>
    </message>
    <message>
        <source>Finished (practice)</source>
        <translation>Finished (practice)</translation>
    </message>
    <message>
        <source>In progress (practice)</source>
        <translation>In progress (practice)</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finished</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In progress</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Last played</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Reading the saved matches…</source>
        <translation>Reading the saved matches…</translation>
    </message>
    <message>
        <source>Reading the saved matches: {done} of {total}…</source>
        <translation>Reading the saved matches: {done} of {total}…</translation>
    </message>
    <message>
        <source>No saved match yet: every match you play is kept here as you play it.</source>
        <translation>No saved match yet: every match you play is kept here as you play it.</translation>
    </message>
    <message numerus="yes">
        <source>%n saved match(es).</source>
        <translation>
            <numerusform>%n saved match.</numerusform>
            <numerusform>%n saved matches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved match(es), {shown} shown for this game.</source>
        <translation>
            <numerusform>%n saved match, {shown} shown for this game.</numerusform>
            <numerusform>%n saved matches, {shown} shown for this game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be read:</source>
        <translation>
            <numerusform>%n file could not be read:</numerusform>
            <numerusform>%n files could not be read:</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Export the match</translation>
    </message>
    <message>
        <source>The match was exported to this file:</source>
        <translation>The match was exported to this file:</translation>
    </message>
    <message>
        <source>Import a match</source>
        <translation>Import a match</translation>
    </message>
    <message>
        <source>The file could not be imported: {problem}</source>
        <translation>The file could not be imported: {problem}</translation>
    </message>
    <message>
        <source>This match is already in your history: it is the one selected.</source>
        <translation>This match is already in your history: it is the one selected.</translation>
    </message>
    <message>
        <source>The match was imported.</source>
        <translation>The match was imported.</translation>
    </message>
    <message>
        <source>This match waits on the start screen: resume it, or start another, first.</source>
        <translation>This match waits on the start screen: resume it, or start another, first.</translation>
    </message>
    <message>
        <source>This match is on the table: finish it or start another first.</source>
        <translation>This match is on the table: finish it or start another first.</translation>
    </message>
    <message>
        <source>Delete the {game} match last played on {date}? This cannot be undone.</source>
        <translation>Delete the {game} match last played on {date}? This cannot be undone.</translation>
    </message>
    <message>
        <source>This match is being played in another Koutchina window: finish or close it there first.</source>
        <translation>This match is being played in another Koutchina window: finish or close it there first.</translation>
    </message>
    <message>
        <source>Koutchina</source>
        <translation>Koutchina</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>Match history</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation>Re&amp;play</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistics…</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>raise the previous or next card you may play; choose the trump suit</source>
        <translation>raise the previous or next card you may play; choose the trump suit</translation>
    </message>
    <message>
        <source>raise the first or last card you may play</source>
        <translation>raise the first or last card you may play</translation>
    </message>
    <message>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <source>raise or lower the target (Court Piece with bidding)</source>
        <translation>raise or lower the target (Court Piece with bidding)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>play the raised card; confirm a call, the trump, the next deal or play again</source>
        <translation>play the raised card; confirm a call, the trump, the next deal or play again</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>0 … 8</source>
        <translation>0 … 8</translation>
    </message>
    <message>
        <source>choose your call (Hand)</source>
        <translation>choose your call (Hand)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>close the hint; else lower the raised card or clear the call</source>
        <translation>close the hint; else lower the raised card or clear the call</translation>
    </message>
    <message>
        <source>L or Ctrl+L</source>
        <translation>L or Ctrl+L</translation>
    </message>
    <message>
        <source>show the last trick</source>
        <translation>show the last trick</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>ask to see the hidden trump</source>
        <translation>ask to see the hidden trump</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>have the screen reader say the whole table</source>
        <translation>have the screen reader say the whole table</translation>
    </message>
    <message>
        <source>Anywhere in the main window</source>
        <translation>Anywhere in the main window</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>play or pause</source>
        <translation>play or pause</translation>
    </message>
    <message>
        <source>the previous or next deal (a round in Hand), as dealt</source>
        <translation>the previous or next deal (a round in Hand), as dealt</translation>
    </message>
    <message>
        <source>Home End</source>
        <translation>Home End</translation>
    </message>
    <message>
        <source>go through the buttons of the deal&apos;s summary, the match&apos;s end or a deal played again; Enter or Space presses the one chosen</source>
        <translation>go through the buttons of the deal&apos;s summary, the match&apos;s end or a deal played again; Enter or Space presses the one chosen</translation>
    </message>
    <message>
        <source>back or forward one card</source>
        <translation>back or forward one card</translation>
    </message>
    <message>
        <source>Ctrl+← Ctrl+→</source>
        <translation>Ctrl+← Ctrl+→</translation>
    </message>
    <message>
        <source>back or forward one trick</source>
        <translation>back or forward one trick</translation>
    </message>
    <message>
        <source>press the button reached with Tab</source>
        <translation>press the button reached with Tab</translation>
    </message>
    <message>
        <source>first or last step</source>
        <translation>first or last step</translation>
    </message>
    <message>
        <source>scroll the scores beside the cards</source>
        <translation>scroll the scores beside the cards</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <translation>Page Up, Page Down</translation>
    </message>
    <message>
        <source>{claim}, only when the “Claim the rest” button shows</source>
        <translation>{claim}, only when the “Claim the rest” button shows</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Keyboard</translation>
    </message>
</context>
<context>
    <name>KeyboardHint</name>
    <message>
        <source>Hide this hint</source>
        <translation>Hide this hint</translation>
    </message>
    <message>
        <source>Keys: ← → choose a card, Enter plays it, 0–8&#xa0;call, L&#xa0;last trick; Help &gt; Keyboard lists them all</source>
        <translation>Keys: ← → choose a card, Enter plays it, 0–8&#xa0;call, L&#xa0;last trick; Help &gt; Keyboard lists them all</translation>
    </message>
    <message>
        <source>Keys: ← → choose a card or the trump, ↑ ↓ the target, Enter plays or confirms, L&#xa0;last trick, S&#xa0;show the trump; Help &gt; Keyboard lists them all</source>
        <translation>Keys: ← → choose a card or the trump, ↑ ↓ the target, Enter plays or confirms, L&#xa0;last trick, S&#xa0;show the trump; Help &gt; Keyboard lists them all</translation>
    </message>
    <message>
        <source>Keys: ← → choose a card or the trump, ↑ ↓ the target, Enter plays or confirms, L&#xa0;last trick; Help &gt; Keyboard lists them all</source>
        <translation>Keys: ← → choose a card or the trump, ↑ ↓ the target, Enter plays or confirms, L&#xa0;last trick; Help &gt; Keyboard lists them all</translation>
    </message>
    <message>
        <source>Keys: ← → choose a card or the trump, Enter plays or confirms, L&#xa0;last trick, S&#xa0;show the trump; Help &gt; Keyboard lists them all</source>
        <translation>Keys: ← → choose a card or the trump, Enter plays or confirms, L&#xa0;last trick, S&#xa0;show the trump; Help &gt; Keyboard lists them all</translation>
    </message>
    <message>
        <source>Keys: ← → choose a card or the trump, Enter plays or confirms, L&#xa0;last trick; Help &gt; Keyboard lists them all</source>
        <translation>Keys: ← → choose a card or the trump, Enter plays or confirms, L&#xa0;last trick; Help &gt; Keyboard lists them all</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <source>Trick {number}: won by you</source>
        <translation>Trick {number}: won by you</translation>
    </message>
    <message>
        <source>Won by you</source>
        <translation>Won by you</translation>
    </message>
    <message>
        <source>Trick {number}: won by {name}</source>
        <translation>Trick {number}: won by {name}</translation>
    </message>
    <message>
        <source>Won by {name}</source>
        <translation>Won by {name}</translation>
    </message>
    <message>
        <source>Double Sar: it counts</source>
        <translation>Double Sar: it counts</translation>
    </message>
    <message>
        <source>Double Sar: it waits for a second trick in a row to count</source>
        <translation>Double Sar: it waits for a second trick in a row to count</translation>
    </message>
    <message>
        <source>Double Sar: no second trick in a row, it goes to nobody</source>
        <translation>Double Sar: no second trick in a row, it goes to nobody</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>{name}: no call yet</source>
        <translation>{name}: no call yet</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>This round</translation>
    </message>
    <message>
        <source>To nobody (broken runs): {tricks}</source>
        <translation>To nobody (broken runs): {tricks}</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>This deal</translation>
    </message>
    <message>
        <source>(trick {n})</source>
        <translation>(trick {n})</translation>
    </message>
    <message>
        <source>{name}: {tricks} / call {call}</source>
        <translation>{name}: {tricks} / call {call}</translation>
    </message>
    <message>
        <source>{name}: call locked</source>
        <translation>{name}: call locked</translation>
    </message>
    <message>
        <source>{side}: {tricks}</source>
        <translation>{side}: {tricks}</translation>
    </message>
    <message>
        <source>Autosave failed: {problem}</source>
        <translation>Autosave failed: {problem}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;New match…</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Play &amp;again</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;History…</translation>
    </message>
    <message>
        <source>H&amp;ome screen</source>
        <translation>H&amp;ome screen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Last trick</translation>
    </message>
    <message>
        <source>&amp;Scoreboard</source>
        <translation>&amp;Scoreboard</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>&amp;Four-colour suits</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animation &amp;speed</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Keyboard</translation>
    </message>
    <message>
        <source>&amp;About Koutchina</source>
        <translation>&amp;About Koutchina</translation>
    </message>
    <message>
        <source>{game} — Koutchina</source>
        <translation>{game} — Koutchina</translation>
    </message>
</context>
<context>
    <name>MatchEndPanel</name>
    <message>
        <source>1st</source>
        <translation>1st</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2nd</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3rd</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4th</translation>
    </message>
    <message>
        <source>{place} (shared)</source>
        <translation>{place} (shared)</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>New match</translation>
    </message>
    <message>
        <source>Home screen</source>
        <translation>Home screen</translation>
    </message>
    <message>
        <source>Match over: first place is shared</source>
        <translation>Match over: first place is shared</translation>
    </message>
    <message>
        <source>Match over: you win!</source>
        <translation>Match over: you win!</translation>
    </message>
    <message>
        <source>Match over: {name} wins</source>
        <translation>Match over: {name} wins</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <source>{won} sets to {lost}</source>
        <translation>{won} sets to {lost}</translation>
    </message>
    <message numerus="yes">
        <source>After %n sudden-death round(s)</source>
        <translation>
            <numerusform>After %n sudden-death round</numerusform>
            <numerusform>After %n sudden-death rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>Match over: your side wins!</source>
        <translation>Match over: your side wins!</translation>
    </message>
    <message>
        <source>Match over: the opponents win</source>
        <translation>Match over: the opponents win</translation>
    </message>
</context>
<context>
    <name>MatchSaver</name>
    <message>
        <source>the disk did not answer within {seconds} s</source>
        <translation>the disk did not answer within {seconds} s</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>New match</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>Choose a preset…</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>House rules</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>East (plays after you)</source>
        <translation>East (plays after you)</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>West (left opponent)</source>
        <translation>West (left opponent)</translation>
    </message>
    <message>
        <source>East (right opponent)</source>
        <translation>East (right opponent)</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <source>Practice: hints and undo</source>
        <translation>Practice: hints and undo</translation>
    </message>
    <message>
        <source>The coach&apos;s hint (H) and Undo (Ctrl+Z) are offered; the match is counted apart in the statistics.</source>
        <translation>The coach&apos;s hint (H) and Undo (Ctrl+Z) are offered; the match is counted apart in the statistics.</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n court(s)</source>
        <translation>
            <numerusform>%n court</numerusform>
            <numerusform>%n courts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemNotice</name>
    <message>
        <source>Koutchina</source>
        <translation>Koutchina</translation>
    </message>
    <message>
        <source>Koutchina could not finish what you asked: an error in the program stopped it.</source>
        <translation>Koutchina could not finish what you asked: an error in the program stopped it.</translation>
    </message>
    <message>
        <source>Your matches are saved after every move. What went wrong is written in the log file: {path}</source>
        <translation>Your matches are saved after every move. What went wrong is written in the log file: {path}</translation>
    </message>
</context>
<context>
    <name>ReplayBoard</name>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>Hakem</source>
        <translation>Hakem</translation>
    </message>
    <message numerus="yes">
        <source>call {call}, %n trick(s) won</source>
        <translation>
            <numerusform>call {call}, %n trick won</numerusform>
            <numerusform>call {call}, %n tricks won</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Deal {n}</source>
        <translation>Deal {n}</translation>
    </message>
    <message>
        <source>{deal} · {who} {score}</source>
        <translation>{deal} · {who} {score}</translation>
    </message>
    <message>
        <source>This match has no deal yet.</source>
        <translation>This match has no deal yet.</translation>
    </message>
    <message>
        <source>No round of this match has been played to its end yet: Replay shows finished rounds only.</source>
        <translation>No round of this match has been played to its end yet: Replay shows finished rounds only.</translation>
    </message>
    <message>
        <source>No deal of this match has been played to its end yet: Replay shows finished deals only.</source>
        <translation>No deal of this match has been played to its end yet: Replay shows finished deals only.</translation>
    </message>
    <message>
        <source>{round}: the cards as dealt and the calls</source>
        <translation>{round}: the cards as dealt and the calls</translation>
    </message>
    <message>
        <source>Round {deal}: the cards as dealt and the calls</source>
        <translation>Round {deal}: the cards as dealt and the calls</translation>
    </message>
    <message>
        <source>Deal {deal}: the cards as dealt</source>
        <translation>Deal {deal}: the cards as dealt</translation>
    </message>
    <message>
        <source>{round}, trick {trick}</source>
        <translation>{round}, trick {trick}</translation>
    </message>
    <message>
        <source>Round {deal}, trick {trick}</source>
        <translation>Round {deal}, trick {trick}</translation>
    </message>
    <message>
        <source>Deal {deal}, trick {trick}</source>
        <translation>Deal {deal}, trick {trick}</translation>
    </message>
    <message>
        <source>step {step} of {steps}</source>
        <translation>step {step} of {steps}</translation>
    </message>
    <message>
        <source>Deal {deal}, trick {trick}: conceded to your side</source>
        <translation>Deal {deal}, trick {trick}: conceded to your side</translation>
    </message>
    <message>
        <source>Deal {deal}, trick {trick}: conceded to the opponents</source>
        <translation>Deal {deal}, trick {trick}: conceded to the opponents</translation>
    </message>
    <message>
        <source>Deal {deal}, tricks {first} to {last}: conceded to your side</source>
        <translation>Deal {deal}, tricks {first} to {last}: conceded to your side</translation>
    </message>
    <message>
        <source>Deal {deal}, tricks {first} to {last}: conceded to the opponents</source>
        <translation>Deal {deal}, tricks {first} to {last}: conceded to the opponents</translation>
    </message>
    <message>
        <source>you showed the trump</source>
        <translation>you showed the trump</translation>
    </message>
    <message>
        <source>{name} showed the trump</source>
        <translation>{name} showed the trump</translation>
    </message>
    <message>
        <source>you asked to see the trump</source>
        <translation>you asked to see the trump</translation>
    </message>
    <message>
        <source>{name} asked to see the trump</source>
        <translation>{name} asked to see the trump</translation>
    </message>
    <message>
        <source>you led</source>
        <translation>you led</translation>
    </message>
    <message>
        <source>{leader} led</source>
        <translation>{leader} led</translation>
    </message>
    <message>
        <source>you led and took it</source>
        <translation>you led and took it</translation>
    </message>
    <message>
        <source>{leader} led and took it</source>
        <translation>{leader} led and took it</translation>
    </message>
    <message>
        <source>you led, {winner} took it</source>
        <translation>you led, {winner} took it</translation>
    </message>
    <message>
        <source>{leader} led, you took it</source>
        <translation>{leader} led, you took it</translation>
    </message>
    <message>
        <source>{leader} led, {winner} took it</source>
        <translation>{leader} led, {winner} took it</translation>
    </message>
    <message>
        <source>No trump this deal</source>
        <translation>No trump this deal</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Trump: {suit}</translation>
    </message>
    <message>
        <source>Trump: {suit} (shown in trick {n})</source>
        <translation>Trump: {suit} (shown in trick {n})</translation>
    </message>
    <message>
        <source>Trump: {suit} (never shown)</source>
        <translation>Trump: {suit} (never shown)</translation>
    </message>
    <message>
        <source>Trump: {suit} (hidden from the table)</source>
        <translation>Trump: {suit} (hidden from the table)</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side must take {tricks} tricks</source>
        <translation>The Hakem&apos;s side must take {tricks} tricks</translation>
    </message>
    <message>
        <source>{side}: {tricks}</source>
        <translation>{side}: {tricks}</translation>
    </message>
    <message>
        <source>Deal scores:</source>
        <translation>Deal scores:</translation>
    </message>
    <message>
        <source>Round scores:</source>
        <translation>Round scores:</translation>
    </message>
    <message>
        <source>{name}: {outcome}</source>
        <translation>{name}: {outcome}</translation>
    </message>
    <message>
        <source>Totals:</source>
        <translation>Totals:</translation>
    </message>
    <message>
        <source>Match over: your side won</source>
        <translation>Match over: your side won</translation>
    </message>
    <message>
        <source>Match over: the opponents won</source>
        <translation>Match over: the opponents won</translation>
    </message>
    <message>
        <source>Match over: first place shared</source>
        <translation>Match over: first place shared</translation>
    </message>
    <message>
        <source>Match over: you won</source>
        <translation>Match over: you won</translation>
    </message>
    <message>
        <source>Match over: {name} won</source>
        <translation>Match over: {name} won</translation>
    </message>
    <message>
        <source>{name}: {value}</source>
        <translation>{name}: {value}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Replay — {game}</source>
        <translation>Replay — {game}</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>First step</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Last step</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Speed:</translation>
    </message>
    <message>
        <source>Round {n} of {count}</source>
        <translation>Round {n} of {count}</translation>
    </message>
    <message>
        <source>Back one card (Left; a trick: Ctrl+Left)</source>
        <translation>Back one card (Left; a trick: Ctrl+Left)</translation>
    </message>
    <message>
        <source>Forward one card (Right; a trick: Ctrl+Right)</source>
        <translation>Forward one card (Right; a trick: Ctrl+Right)</translation>
    </message>
    <message>
        <source>Go to a round&apos;s cards as dealt (Up, Down: the previous or next round)</source>
        <translation>Go to a round&apos;s cards as dealt (Up, Down: the previous or next round)</translation>
    </message>
    <message>
        <source>Go to a deal&apos;s cards as dealt (Up, Down: the previous or next deal)</source>
        <translation>Go to a deal&apos;s cards as dealt (Up, Down: the previous or next deal)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Very fast</translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <source>Show trump (S)</source>
        <translation>Show trump (S)</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review of deal {number}</source>
        <translation>Review of deal {number}</translation>
    </message>
    <message>
        <source>Each of your decisions, weighed from what you could see at that moment.</source>
        <translation>Each of your decisions, weighed from what you could see at that moment.</translation>
    </message>
    <message>
        <source>The review could not be made: {error}</source>
        <translation>The review could not be made: {error}</translation>
    </message>
    <message>
        <source>Looking at your decisions…</source>
        <translation>Looking at your decisions…</translation>
    </message>
    <message>
        <source>Trick {number}</source>
        <translation>Trick {number}</translation>
    </message>
    <message>
        <source>Before the play</source>
        <translation>Before the play</translation>
    </message>
    <message>
        <source>{where}: your time ran out, and the table chose {chosen} for you; the review does not weigh it.</source>
        <translation>{where}: your time ran out, and the table chose {chosen} for you; the review does not weigh it.</translation>
    </message>
    <message>
        <source>{where}: {chosen}, as the analysis would.</source>
        <translation>{where}: {chosen}, as the analysis would.</translation>
    </message>
    <message>
        <source>{where}: you chose {chosen}; the analysis would choose {advised} ({reason}).</source>
        <translation>{where}: you chose {chosen}; the analysis would choose {advised} ({reason}).</translation>
    </message>
    <message>
        <source>{where}: you played {chosen}; the analysis would play {advised}. The usual rules of good play would play {chosen} too, but {advised} does better here.</source>
        <translation>{where}: you played {chosen}; the analysis would play {advised}. The usual rules of good play would play {chosen} too, but {advised} does better here.</translation>
    </message>
    <message>
        <source>{where}: you played {chosen}; the analysis would play {advised}. The usual rules of good play would play {rules}, but {advised} does better here.</source>
        <translation>{where}: you played {chosen}; the analysis would play {advised}. The usual rules of good play would play {rules}, but {advised} does better here.</translation>
    </message>
    <message>
        <source>A call of {advised} is made in {percent}% of the deals that fit your cards, for an expected score of {score}; a call of {chosen} in {mine}%, for {mine_score}.</source>
        <translation>A call of {advised} is made in {percent}% of the deals that fit your cards, for an expected score of {score}; a call of {chosen} in {mine}%, for {mine_score}.</translation>
    </message>
    <message>
        <source>Your side takes {tricks} on average with {advised} as with {chosen}; the other side takes {against} with {advised}, against {mine} with {chosen}.</source>
        <translation>Your side takes {tricks} on average with {advised} as with {chosen}; the other side takes {against} with {advised}, against {mine} with {chosen}.</translation>
    </message>
    <message>
        <source>Your side takes {tricks} on average with {advised} as with {chosen}, and can expect {result} against {mine}.</source>
        <translation>Your side takes {tricks} on average with {advised} as with {chosen}, and can expect {result} against {mine}.</translation>
    </message>
    <message>
        <source>{tricks} fewer for your side on average</source>
        <translation>{tricks} fewer for your side on average</translation>
    </message>
    <message>
        <source>{tricks} more for the other side on average</source>
        <translation>{tricks} more for the other side on average</translation>
    </message>
    <message>
        <source>Cost: {cost}.</source>
        <translation>Cost: {cost}.</translation>
    </message>
    <message>
        <source>Figures are averages over the deals that fit what you could see at the time. A cost is how much less your choice scores than the analysis&apos;s choice.</source>
        <translation>Figures are averages over the deals that fit what you could see at the time. A cost is how much less your choice scores than the analysis&apos;s choice.</translation>
    </message>
    <message>
        <source>Trick {number}: you asked the table to play the rest of the round for you; it played your cards from there, and they are not weighed.</source>
        <translation>Trick {number}: you asked the table to play the rest of the round for you; it played your cards from there, and they are not weighed.</translation>
    </message>
    <message>
        <source>Trick {number}: you conceded the rest of the deal; the tricks that followed are not weighed.</source>
        <translation>Trick {number}: you conceded the rest of the deal; the tricks that followed are not weighed.</translation>
    </message>
    <message>
        <source>In hindsight, with every card known</source>
        <translation>In hindsight, with every card known</translation>
    </message>
    <message>
        <source>Review of round {number}</source>
        <translation>Review of round {number}</translation>
    </message>
    <message>
        <source>{where}: you called {chosen}, as the analysis would.</source>
        <translation>{where}: you called {chosen}, as the analysis would.</translation>
    </message>
    <message numerus="yes">
        <source>The analysis estimates that %n of your decisions cost something.</source>
        <translation>
            <numerusform>The analysis estimates that %n of your decisions cost something.</numerusform>
            <numerusform>The analysis estimates that %n of your decisions cost something.</numerusform>
        </translation>
    </message>
    <message>
        <source>{where}: you called {chosen}; the analysis would call {advised} ({reason}).</source>
        <translation>{where}: you called {chosen}; the analysis would call {advised} ({reason}).</translation>
    </message>
    <message>
        <source>{where}: you played {chosen}; the analysis would play {advised} ({reason}).</source>
        <translation>{where}: you played {chosen}; the analysis would play {advised} ({reason}).</translation>
    </message>
    <message>
        <source>With {advised} you can expect a score of {score}, against {mine} with {chosen}.</source>
        <translation>With {advised} you can expect a score of {score}, against {mine} with {chosen}.</translation>
    </message>
    <message>
        <source>With {advised} you make your call in {percent}% of the deals that fit what you could see, against {mine}% with {chosen}.</source>
        <translation>With {advised} you make your call in {percent}% of the deals that fit what you could see, against {mine}% with {chosen}.</translation>
    </message>
    <message>
        <source>Your side takes {tricks} on average with {advised}, against {mine} with {chosen}.</source>
        <translation>Your side takes {tricks} on average with {advised}, against {mine} with {chosen}.</translation>
    </message>
    <message>
        <source>Figures are averages over the deals that fit what you could see at the time. A cost counts the courts your choice gives up, your side&apos;s less the other side&apos;s (a 1-court deal lost instead of won costs 2); where it gives up none, the tricks it gives up.</source>
        <translation>Figures are averages over the deals that fit what you could see at the time. A cost counts the courts your choice gives up, your side&apos;s less the other side&apos;s (a 1-court deal lost instead of won costs 2); where it gives up none, the tricks it gives up.</translation>
    </message>
    <message>
        <source>Figures are averages over the deals that fit what you could see at the time. A cost counts the points your choice gives up, your side&apos;s less the other side&apos;s (a 1-point deal lost instead of won costs 2); where it gives up none, the tricks it gives up.</source>
        <translation>Figures are averages over the deals that fit what you could see at the time. A cost counts the points your choice gives up, your side&apos;s less the other side&apos;s (a 1-point deal lost instead of won costs 2); where it gives up none, the tricks it gives up.</translation>
    </message>
    <message>
        <source>{mark} marks the costliest decisions.</source>
        <translation>{mark} marks the costliest decisions.</translation>
    </message>
    <message>
        <source>Trick {tricks}: only one card could be played.</source>
        <translation>Trick {tricks}: only one card could be played.</translation>
    </message>
    <message>
        <source>Tricks {tricks}: only one card could be played.</source>
        <translation>Tricks {tricks}: only one card could be played.</translation>
    </message>
    <message>
        <source>Trick {tricks}: the cards you could play were all worth the same.</source>
        <translation>Trick {tricks}: the cards you could play were all worth the same.</translation>
    </message>
    <message>
        <source>Tricks {tricks}: the cards you could play were all worth the same.</source>
        <translation>Tricks {tricks}: the cards you could play were all worth the same.</translation>
    </message>
    <message>
        <source>{numbers} and {last}</source>
        <translation>{numbers} and {last}</translation>
    </message>
    <message>
        <source>Trick {number}: you claimed the rest of the round; the table played your cards from there, and they are not weighed.</source>
        <translation>Trick {number}: you claimed the rest of the round; the table played your cards from there, and they are not weighed.</translation>
    </message>
    <message>
        <source>Trick {number}: you claimed the rest of the deal; the table played the cards from there, and they are not weighed.</source>
        <translation>Trick {number}: you claimed the rest of the deal; the table played the cards from there, and they are not weighed.</translation>
    </message>
    <message>
        <source>Trick {number}: {name} claimed the rest of the round; the table played your cards from there, and they are not weighed.</source>
        <translation>Trick {number}: {name} claimed the rest of the round; the table played your cards from there, and they are not weighed.</translation>
    </message>
    <message>
        <source>Trick {number}: {name} claimed the rest of the deal; the table played the cards from there, and they are not weighed.</source>
        <translation>Trick {number}: {name} claimed the rest of the deal; the table played the cards from there, and they are not weighed.</translation>
    </message>
    <message>
        <source>You made your call. From trick {trick}, it could have been made for sure, whatever the others played; you took {taken} of the last {left} tricks.</source>
        <translation>You made your call. From trick {trick}, it could have been made for sure, whatever the others played; you took {taken} of the last {left} tricks.</translation>
    </message>
    <message>
        <source>From trick {trick}, your call could have been made for sure, whatever the others played; you took {taken} of the last {left} tricks.</source>
        <translation>From trick {trick}, your call could have been made for sure, whatever the others played; you took {taken} of the last {left} tricks.</translation>
    </message>
    <message>
        <source>From trick {trick}, no trick of the last {left} was sure for you, whatever the others played; you took {taken}.</source>
        <translation>From trick {trick}, no trick of the last {left} was sure for you, whatever the others played; you took {taken}.</translation>
    </message>
    <message>
        <source>The analysis estimates that none of your decisions cost anything.</source>
        <translation>The analysis estimates that none of your decisions cost anything.</translation>
    </message>
    <message numerus="yes">
        <source>From trick {trick}, you could have been sure of %n of the last {left} tricks, whatever the others played; you took {taken}.</source>
        <translation>
            <numerusform>From trick {trick}, you could have been sure of %n of the last {left} tricks, whatever the others played; you took {taken}.</numerusform>
            <numerusform>From trick {trick}, you could have been sure of %n of the last {left} tricks, whatever the others played; you took {taken}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal ended after trick {last}, when a side had seven tricks. From trick {trick} on, your side could not have been sure of a single trick, whatever the others played; it took {taken}.</source>
        <translation>The deal ended after trick {last}, when a side had seven tricks. From trick {trick} on, your side could not have been sure of a single trick, whatever the others played; it took {taken}.</translation>
    </message>
    <message numerus="yes">
        <source>The deal ended after trick {last}, when a side had seven tricks. From trick {trick} on, your side could have been sure of %n trick(s), whatever the others played; it took {taken}.</source>
        <translation>
            <numerusform>The deal ended after trick {last}, when a side had seven tricks. From trick {trick} on, your side could have been sure of %n trick, whatever the others played; it took {taken}.</numerusform>
            <numerusform>The deal ended after trick {last}, when a side had seven tricks. From trick {trick} on, your side could have been sure of %n tricks, whatever the others played; it took {taken}.</numerusform>
        </translation>
    </message>
    <message>
        <source>From trick {trick}, no trick of the last {left} was sure for your side, whatever the others played; it took {taken}.</source>
        <translation>From trick {trick}, no trick of the last {left} was sure for your side, whatever the others played; it took {taken}.</translation>
    </message>
    <message numerus="yes">
        <source>From trick {trick}, your side could have been sure of %n of the last {left} tricks, whatever the others played; it took {taken}.</source>
        <translation>
            <numerusform>From trick {trick}, your side could have been sure of %n of the last {left} tricks, whatever the others played; it took {taken}.</numerusform>
            <numerusform>From trick {trick}, your side could have been sure of %n of the last {left} tricks, whatever the others played; it took {taken}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing given up: {chosen} is as good within the margin of error.</source>
        <translation>Nothing given up: {chosen} is as good within the margin of error.</translation>
    </message>
    <message>
        <source>The expected results rate {chosen} higher; the analysis prefers the longer suit, whose length they underrate.</source>
        <translation>The expected results rate {chosen} higher; the analysis prefers the longer suit, whose length they underrate.</translation>
    </message>
    <message>
        <source>Nothing given up: {chosen} rates the same.</source>
        <translation>Nothing given up: {chosen} rates the same.</translation>
    </message>
    <message>
        <source>You made your call. From trick {trick} it was not sure: with every card known, the others could have made you miss it; you took {taken} of the last {left} tricks.</source>
        <translation>You made your call. From trick {trick} it was not sure: with every card known, the others could have made you miss it; you took {taken} of the last {left} tricks.</translation>
    </message>
    <message>
        <source>From trick {trick}, your call could not have been made for sure; you took {taken} of the last {left} tricks.</source>
        <translation>From trick {trick}, your call could not have been made for sure; you took {taken} of the last {left} tricks.</translation>
    </message>
    <message>
        <source>You had no real choice in this deal.</source>
        <translation>You had no real choice in this deal.</translation>
    </message>
    <message>
        <source>Every decision was the analysis&apos;s choice.</source>
        <translation>Every decision was the analysis&apos;s choice.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of the games</source>
        <translation>Rules of the games</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>{score}  ({tricks}/{call})</source>
        <translation>{score}  ({tricks}/{call})</translation>
    </message>
    <message>
        <source>{score}  ({tricks})</source>
        <translation>{score}  ({tricks})</translation>
    </message>
    <message>
        <source>Hakem: {name}, no trump</source>
        <translation>Hakem: {name}, no trump</translation>
    </message>
    <message>
        <source>Hakem: {name}, trump: {suit}</source>
        <translation>Hakem: {name}, trump: {suit}</translation>
    </message>
    <message>
        <source>Set won ({points})</source>
        <translation>Set won ({points})</translation>
    </message>
    <message>
        <source>Set {n}: won by your side</source>
        <translation>Set {n}: won by your side</translation>
    </message>
    <message>
        <source>Set {n}: won by the opponents</source>
        <translation>Set {n}: won by the opponents</translation>
    </message>
    <message>
        <source>Each round: the score, then (tricks taken/call)</source>
        <translation>Each round: the score, then (tricks taken/call)</translation>
    </message>
    <message>
        <source>Each deal: the score, then the tricks taken</source>
        <translation>Each deal: the score, then the tricks taken</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <source>This set</source>
        <translation>This set</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Set {n}</source>
        <translation>Set {n}</translation>
    </message>
    <message>
        <source>Sudden
death {n}</source>
        <translation>Sudden
death {n}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Round {n}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Deal {n}</translation>
    </message>
</context>
<context>
    <name>ScoreboardDock</name>
    <message>
        <source>Each round: points, then (tricks taken/call). −10 (3/2): 10 points lost, 3 tricks taken for a call of 2.</source>
        <translation>Each round: points, then (tricks taken/call). −10 (3/2): 10 points lost, 3 tricks taken for a call of 2.</translation>
    </message>
    <message>
        <source>Each deal: what each side scored, then (the tricks that counted, under Double Sar).</source>
        <translation>Each deal: what each side scored, then (the tricks that counted, under Double Sar).</translation>
    </message>
    <message>
        <source>Each deal: what each side scored, then (the tricks it took).</source>
        <translation>Each deal: what each side scored, then (the tricks it took).</translation>
    </message>
    <message>
        <source>Scoreboard (not counted)</source>
        <translation>Scoreboard (not counted)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Scoreboard</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <source>Tricks {tricks} / call {call}</source>
        <translation>Tricks {tricks} / call {call}</translation>
    </message>
    <message>
        <source>Tricks {tricks} · call locked</source>
        <translation>Tricks {tricks} · call locked</translation>
    </message>
    <message>
        <source>Tricks {tricks} · no call yet</source>
        <translation>Tricks {tricks} · no call yet</translation>
    </message>
    <message>
        <source>Tricks {tricks} + {given} conceded</source>
        <translation>Tricks {tricks} + {given} conceded</translation>
    </message>
    <message>
        <source>Tricks won {tricks}</source>
        <translation>Tricks won {tricks}</translation>
    </message>
    <message>
        <source>Tricks {tricks}</source>
        <translation>Tricks {tricks}</translation>
    </message>
    <message>
        <source>Bot · {level}</source>
        <translation>Bot · {level}</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>thinking…</translation>
    </message>
    <message>
        <source>Call locked</source>
        <translation>Call locked</translation>
    </message>
    <message>
        <source>No call yet</source>
        <translation>No call yet</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>{seconds}s</source>
        <translation>{seconds}s</translation>
    </message>
    <message>
        <source>Your partner is opposite</source>
        <translation>Your partner is opposite</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>Hakem</source>
        <translation>Hakem</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <source>Pause between bot moves</source>
        <translation>Pause between bot moves</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Size of texts</source>
        <translation>Size of texts</translation>
    </message>
    <message>
        <source>Automatic (from the screen)</source>
        <translation>Automatic (from the screen)</translation>
    </message>
    <message>
        <source>Four-colour suits (clubs green, diamonds blue)</source>
        <translation>Four-colour suits (clubs green, diamonds blue)</translation>
    </message>
    <message>
        <source>Table felt</source>
        <translation>Table felt</translation>
    </message>
    <message>
        <source>Card backs</source>
        <translation>Card backs</translation>
    </message>
    <message>
        <source>Black (high contrast)</source>
        <translation>Black (high contrast)</translation>
    </message>
    <message>
        <source>High contrast shows four-colour suits: untick it to choose here.</source>
        <translation>High contrast shows four-colour suits: untick it to choose here.</translation>
    </message>
    <message>
        <source>High contrast sets a black table: untick it to choose the felt.</source>
        <translation>High contrast sets a black table: untick it to choose the felt.</translation>
    </message>
    <message>
        <source>Turn timer (this match and new ones)</source>
        <translation>Turn timer (this match and new ones)</translation>
    </message>
    <message>
        <source>Turn timer (new matches)</source>
        <translation>Turn timer (new matches)</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Burgundy</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Red lattice</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blue lattice</translation>
    </message>
    <message>
        <source>Green lattice</source>
        <translation>Green lattice</translation>
    </message>
    <message>
        <source>Large cards (your hand and the trick)</source>
        <translation>Large cards (your hand and the trick)</translation>
    </message>
    <message>
        <source>High contrast (black table, strong colours, four-colour suits)</source>
        <translation>High contrast (black table, strong colours, four-colour suits)</translation>
    </message>
    <message>
        <source>Sounds at the table</source>
        <translation>Sounds at the table</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Silent while the window is minimized</source>
        <translation>Silent while the window is minimized</translation>
    </message>
</context>
<context>
    <name>SettingsProblems</name>
    <message>
        <source>Window sizes and places</source>
        <translation>Window sizes and places</translation>
    </message>
    <message>
        <source>Bot levels</source>
        <translation>Bot levels</translation>
    </message>
    <message>
        <source>Keyboard hint at the table</source>
        <translation>Keyboard hint at the table</translation>
    </message>
    <message>
        <source>Folder offered for exporting and importing matches</source>
        <translation>Folder offered for exporting and importing matches</translation>
    </message>
    <message>
        <source>Settings file version</source>
        <translation>Settings file version</translation>
    </message>
    <message>
        <source>{setting} ({game})</source>
        <translation>{setting} ({game})</translation>
    </message>
    <message>
        <source>Some settings in {file} were not valid and are back to their defaults: {settings}.</source>
        <translation>Some settings in {file} were not valid and are back to their defaults: {settings}.</translation>
    </message>
    <message>
        <source>The settings file {file} was written by a newer Koutchina: the settings this version knows are used.</source>
        <translation>The settings file {file} was written by a newer Koutchina: the settings this version knows are used.</translation>
    </message>
    <message>
        <source>The settings file {file} could not be read: default settings are used.</source>
        <translation>The settings file {file} could not be read: default settings are used.</translation>
    </message>
    <message>
        <source>The settings file {file} is damaged or is not a Koutchina settings file: default settings are used.</source>
        <translation>The settings file {file} is damaged or is not a Koutchina settings file: default settings are used.</translation>
    </message>
    <message>
        <source>The old file was kept beside it, as {backup}.</source>
        <translation>The old file was kept beside it, as {backup}.</translation>
    </message>
</context>
<context>
    <name>SoundControls</name>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Mute sounds</translation>
    </message>
    <message>
        <source>Sounds muted (M)</source>
        <translation>Sounds muted (M)</translation>
    </message>
    <message>
        <source>Sounds on (M)</source>
        <translation>Sounds on (M)</translation>
    </message>
</context>
<context>
    <name>SpokenWords</name>
    <message>
        <source>two</source>
        <translation>two</translation>
    </message>
    <message>
        <source>three</source>
        <translation>three</translation>
    </message>
    <message>
        <source>four</source>
        <translation>four</translation>
    </message>
    <message>
        <source>five</source>
        <translation>five</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>seven</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>eight</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nine</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ten</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jack</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>queen</translation>
    </message>
    <message>
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} of {suit}</translation>
    </message>
    <message>
        <source>{card}, you can play it</source>
        <translation>{card}, you can play it</translation>
    </message>
    <message>
        <source>{card}, you cannot play it now</source>
        <translation>{card}, you cannot play it now</translation>
    </message>
    <message>
        <source>Card {n} of {count} in your hand</source>
        <translation>Card {n} of {count} in your hand</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>Your hand, %n card</numerusform>
            <numerusform>Your hand, %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>You hold: {cards}.</source>
        <translation>You hold: {cards}.</translation>
    </message>
    <message>
        <source>Your turn. You can play: {cards}. The left and right arrows choose a card, Enter plays it.</source>
        <translation>Your turn. You can play: {cards}. The left and right arrows choose a card, Enter plays it.</translation>
    </message>
    <message>
        <source>Not your turn. The left and right arrows read your cards.</source>
        <translation>Not your turn. The left and right arrows read your cards.</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <source>Trick on the table</source>
        <translation>Trick on the table</translation>
    </message>
    <message>
        <source>No card played yet</source>
        <translation>No card played yet</translation>
    </message>
    <message>
        <source>Trump: {suit}</source>
        <translation>Trump: {suit}</translation>
    </message>
    <message>
        <source>Trump: {suit}, hidden from the others</source>
        <translation>Trump: {suit}, hidden from the others</translation>
    </message>
    <message>
        <source>Trump: hidden</source>
        <translation>Trump: hidden</translation>
    </message>
    <message>
        <source>No trump in this deal</source>
        <translation>No trump in this deal</translation>
    </message>
    <message>
        <source>Trump not named yet</source>
        <translation>Trump not named yet</translation>
    </message>
    <message>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <source>bot, {level}</source>
        <translation>bot, {level}</translation>
    </message>
    <message>
        <source>called {n}</source>
        <translation>called {n}</translation>
    </message>
    <message>
        <source>call locked</source>
        <translation>call locked</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>Hakem</source>
        <translation>Hakem</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>to play</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>%n second left</numerusform>
            <numerusform>%n seconds left</numerusform>
        </translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
</context>
<context>
    <name>StartCheck</name>
    <message>
        <source>Indexing the saved matches for the History: {done} of {total}…</source>
        <translation>Indexing the saved matches for the History: {done} of {total}…</translation>
    </message>
    <message>
        <source>The damaged files were moved, unchanged, to {folder}</source>
        <translation>The damaged files were moved, unchanged, to {folder}</translation>
    </message>
    <message>
        <source>{line} (left in its place)</source>
        <translation>{line} (left in its place)</translation>
    </message>
    <message>
        <source>{file}: another saved match has the same match id; this one now has the id {match_id}</source>
        <translation>{file}: another saved match has the same match id; this one now has the id {match_id}</translation>
    </message>
    <message>
        <source>Saved matches</source>
        <translation>Saved matches</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message numerus="yes">
        <source>%n saved file(s) could not be read. They were kept, not deleted; everything else is ready.</source>
        <translation>
            <numerusform>%n saved file could not be read. It was kept, not deleted; everything else is ready.</numerusform>
            <numerusform>%n saved files could not be read. They were kept, not deleted; everything else is ready.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved match(es) had the id of another match and got a new one; nothing was overwritten.</source>
        <translation>
            <numerusform>%n saved match had the id of another match and got a new one; nothing was overwritten.</numerusform>
            <numerusform>%n saved matches had the id of another match and got a new one; nothing was overwritten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings file was written by a newer Koutchina: the settings this version knows are used.</source>
        <translation>The settings file was written by a newer Koutchina: the settings this version knows are used.</translation>
    </message>
    <message>
        <source>The settings file was damaged: the program goes on with default settings where needed.</source>
        <translation>The settings file was damaged: the program goes on with default settings where needed.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Unfinished match</translation>
    </message>
    <message>
        <source>Your {game} match last played on {date} is open in another Koutchina window, so it is not offered here.</source>
        <translation>Your {game} match last played on {date} is open in another Koutchina window, so it is not offered here.</translation>
    </message>
    <message>
        <source>Resume your {game} match, last played on {date}, where it stopped?</source>
        <translation>Resume your {game} match, last played on {date}, where it stopped?</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished match(es) are open in other Koutchina windows.</source>
        <translation>
            <numerusform>%n unfinished match is open in another Koutchina window.</numerusform>
            <numerusform>%n unfinished matches are open in other Koutchina windows.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Not now</translation>
    </message>
    <message>
        <source>Round {deal}, first trick under way.</source>
        <translation>Round {deal}, first trick under way.</translation>
    </message>
    <message>
        <source>Round {deal}, before its first trick.</source>
        <translation>Round {deal}, before its first trick.</translation>
    </message>
    <message numerus="yes">
        <source>Round {deal}, %n trick(s) played.</source>
        <translation>
            <numerusform>Round {deal}, %n trick played.</numerusform>
            <numerusform>Round {deal}, %n tricks played.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal {deal}, first trick under way.</source>
        <translation>Deal {deal}, first trick under way.</translation>
    </message>
    <message>
        <source>Deal {deal}, before its first trick.</source>
        <translation>Deal {deal}, before its first trick.</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal}, %n trick(s) played.</source>
        <translation>
            <numerusform>Deal {deal}, %n trick played.</numerusform>
            <numerusform>Deal {deal}, %n tricks played.</numerusform>
        </translation>
    </message>
    <message>
        <source>This match is being played in another Koutchina window. Finish or close it there, or choose another match in the History.</source>
        <translation>This match is being played in another Koutchina window. Finish or close it there, or choose another match in the History.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>{length} a move</source>
        <translation>{length} a move</translation>
    </message>
    <message>
        <source>no turn timer</source>
        <translation>no turn timer</translation>
    </message>
    <message>
        <source>Every game: {timer} · animation {speed} · practice (hints and undo)</source>
        <translation>Every game: {timer} · animation {speed} · practice (hints and undo)</translation>
    </message>
    <message>
        <source>Every game: {timer} · animation {speed} (New match… for other choices)</source>
        <translation>Every game: {timer} · animation {speed} (New match… for other choices)</translation>
    </message>
    <message>
        <source>Every game: {timer} · animation {speed}</source>
        <translation>Every game: {timer} · animation {speed}</translation>
    </message>
    <message>
        <source>Trick-taking card games against bots, offline.</source>
        <translation>Trick-taking card games against bots, offline.</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>New match…</translation>
    </message>
    <message>
        <source>Resume your {game} match</source>
        <translation>Resume your {game} match</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Totals per round of the current match</source>
        <translation>Totals per round of the current match</translation>
    </message>
    <message>
        <source>Totals per deal of the current match</source>
        <translation>Totals per deal of the current match</translation>
    </message>
    <message>
        <source>Totals per round of the last match</source>
        <translation>Totals per round of the last match</translation>
    </message>
    <message>
        <source>Totals per deal of the last match</source>
        <translation>Totals per deal of the last match</translation>
    </message>
    <message>
        <source>Totals per round</source>
        <translation>Totals per round</translation>
    </message>
    <message>
        <source>{title} ({game})</source>
        <translation>{title} ({game})</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Matches played without hints or undo</source>
        <translation>Matches played without hints or undo</translation>
    </message>
    <message>
        <source>Practice matches (hints and undo), counted apart</source>
        <translation>Practice matches (hints and undo), counted apart</translation>
    </message>
    <message>
        <source>Won and Average score count finished matches only.</source>
        <translation>Won and Average score count finished matches only.</translation>
    </message>
    <message>
        <source>Exact calls and Kots count every completed round or deal, in matches not finished too.</source>
        <translation>Exact calls and Kots count every completed round or deal, in matches not finished too.</translation>
    </message>
    <message>
        <source>Deals played again are never counted.</source>
        <translation>Deals played again are never counted.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Matches finished</source>
        <translation>Matches finished</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Not finished</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Average score</translation>
    </message>
    <message>
        <source>Exact calls</source>
        <translation>Exact calls</translation>
    </message>
    <message>
        <source>Kots made</source>
        <translation>Kots made</translation>
    </message>
    <message>
        <source>Kots suffered</source>
        <translation>Kots suffered</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the file does not exist</source>
        <translation>the file does not exist</translation>
    </message>
    <message>
        <source>a folder stands where a file should be</source>
        <translation>a folder stands where a file should be</translation>
    </message>
    <message>
        <source>the name is not a regular file</source>
        <translation>the name is not a regular file</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>the file cannot be read</translation>
    </message>
    <message>
        <source>the file is too large to be a Koutchina match</source>
        <translation>the file is too large to be a Koutchina match</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>the file is not UTF-8 text</translation>
    </message>
    <message>
        <source>the file is cut off or damaged</source>
        <translation>the file is cut off or damaged</translation>
    </message>
    <message>
        <source>the file is not a Koutchina match</source>
        <translation>the file is not a Koutchina match</translation>
    </message>
    <message>
        <source>the file was made by a newer Koutchina</source>
        <translation>the file was made by a newer Koutchina</translation>
    </message>
    <message>
        <source>the file names a game Koutchina does not know</source>
        <translation>the file names a game Koutchina does not know</translation>
    </message>
    <message>
        <source>the file&apos;s house rules are not valid</source>
        <translation>the file&apos;s house rules are not valid</translation>
    </message>
    <message>
        <source>the file names a card that does not exist</source>
        <translation>the file names a card that does not exist</translation>
    </message>
    <message>
        <source>the file&apos;s deals are not valid</source>
        <translation>the file&apos;s deals are not valid</translation>
    </message>
    <message>
        <source>the file holds a move Koutchina cannot read</source>
        <translation>the file holds a move Koutchina cannot read</translation>
    </message>
    <message>
        <source>the file holds a move the rules refuse</source>
        <translation>the file holds a move the rules refuse</translation>
    </message>
    <message>
        <source>what the file states does not match its moves</source>
        <translation>what the file states does not match its moves</translation>
    </message>
    <message>
        <source>another saved match has the same match id</source>
        <translation>another saved match has the same match id</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>the disk is read-only</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>Koutchina is not allowed to write there</source>
        <translation>Koutchina is not allowed to write there</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>the file could not be written</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>{game} match started {date} at {time} ({file})</source>
        <translation>{game} match started {date} at {time} ({file})</translation>
    </message>
</context>
<context>
    <name>SuddenDeathWords</name>
    <message numerus="yes">
        <source>Sudden-death round %n</source>
        <translation>
            <numerusform>Sudden-death round %n</numerusform>
            <numerusform>Sudden-death round %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sudden-death round %n scored</source>
        <translation>
            <numerusform>Sudden-death round %n scored</numerusform>
            <numerusform>Sudden-death round %n scored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sudden-death round %n played again</source>
        <translation>
            <numerusform>Sudden-death round %n played again</numerusform>
            <numerusform>Sudden-death round %n played again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sudden-death round %n again, same cards and bots: it is not counted.</source>
        <translation>
            <numerusform>Sudden-death round %n again, same cards and bots: it is not counted.</numerusform>
            <numerusform>Sudden-death round %n again, same cards and bots: it is not counted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sudden-death round %n again with the cards of {name}: not counted.</source>
        <translation>
            <numerusform>Sudden-death round %n again with the cards of {name}: not counted.</numerusform>
            <numerusform>Sudden-death round %n again with the cards of {name}: not counted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableArea</name>
    <message>
        <source>Last trick (L)</source>
        <translation>Last trick (L)</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <source>Choose your call with the keys 0 to 8, then press Enter</source>
        <translation>Choose your call with the keys 0 to 8, then press Enter</translation>
    </message>
    <message>
        <source>Choose the trump with ← and →, then press Enter</source>
        <translation>Choose the trump with ← and →, then press Enter</translation>
    </message>
    <message>
        <source>Choose the trump with ← and → (the target with ↑ and ↓), then press Enter</source>
        <translation>Choose the trump with ← and → (the target with ↑ and ↓), then press Enter</translation>
    </message>
    <message>
        <source>No claim now: you can claim on your lead, once your cards are sure to take every trick left in the deal.</source>
        <translation>No claim now: you can claim on your lead, once your cards are sure to take every trick left in the deal.</translation>
    </message>
    <message>
        <source>No claim now: you can claim on your lead, once your cards are sure to take every trick left in the round.</source>
        <translation>No claim now: you can claim on your lead, once your cards are sure to take every trick left in the round.</translation>
    </message>
    <message>
        <source>No claim in this match: with Satat, claims are not offered.</source>
        <translation>No claim in this match: with Satat, claims are not offered.</translation>
    </message>
    <message>
        <source>No claim while the trump is hidden.</source>
        <translation>No claim while the trump is hidden.</translation>
    </message>
    <message>
        <source>No claim now: your call does not need every trick left in the round.</source>
        <translation>No claim now: your call does not need every trick left in the round.</translation>
    </message>
    <message>
        <source>No claim for a single trick: play your card.</source>
        <translation>No claim for a single trick: play your card.</translation>
    </message>
    <message>
        <source>The trump is already shown: {suit}.</source>
        <translation>The trump is already shown: {suit}.</translation>
    </message>
    <message>
        <source>You can ask to see the trump only when you cannot follow the suit led.</source>
        <translation>You can ask to see the trump only when you cannot follow the suit led.</translation>
    </message>
    <message>
        <source>Wait for your turn: you can ask to see the trump when you cannot follow the suit led.</source>
        <translation>Wait for your turn: you can ask to see the trump when you cannot follow the suit led.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>TRUMP</source>
        <translation>TRUMP</translation>
    </message>
    <message>
        <source>HIDDEN</source>
        <comment>the trump box: the Hakem&apos;s trump, not shown to the table yet</comment>
        <translation>HIDDEN</translation>
    </message>
    <message>
        <source>The trump is hidden: only the Hakem knows it. A player who cannot follow suit may ask to see it (S).</source>
        <translation>The trump is hidden: only the Hakem knows it. A player who cannot follow suit may ask to see it (S).</translation>
    </message>
    <message>
        <source>The Hakem&apos;s trump, hidden from the table until a player who cannot follow suit asks to see it.</source>
        <translation>The Hakem&apos;s trump, hidden from the table until a player who cannot follow suit asks to see it.</translation>
    </message>
    <message>
        <source>The Hakem has not named the trump yet.</source>
        <translation>The Hakem has not named the trump yet.</translation>
    </message>
    <message>
        <source>NONE</source>
        <comment>the trump box of a deal without trump</comment>
        <translation>NONE</translation>
    </message>
    <message>
        <source>First place is tied: a sudden-death round decides</source>
        <translation>First place is tied: a sudden-death round decides</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Round {n} of {total}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Deal {n}</translation>
    </message>
    <message>
        <source>No trump this deal (Badam Satti)</source>
        <translation>No trump this deal (Badam Satti)</translation>
    </message>
    <message>
        <source>(target: {n} tricks)</source>
        <translation>(target: {n} tricks)</translation>
    </message>
    <message>
        <source>You have chosen a hidden trump: {suit}</source>
        <translation>You have chosen a hidden trump: {suit}</translation>
    </message>
    <message>
        <source>{name} has chosen a hidden trump</source>
        <translation>{name} has chosen a hidden trump</translation>
    </message>
    <message>
        <source>You show your hidden trump: {suit}</source>
        <translation>You show your hidden trump: {suit}</translation>
    </message>
    <message>
        <source>{name} shows the hidden trump: {suit}</source>
        <translation>{name} shows the hidden trump: {suit}</translation>
    </message>
    <message>
        <source>You ask to see the trump: {suit}</source>
        <translation>You ask to see the trump: {suit}</translation>
    </message>
    <message>
        <source>{name} asks to see the trump: {suit}</source>
        <translation>{name} asks to see the trump: {suit}</translation>
    </message>
    <message>
        <source>You are the first Hakem</source>
        <translation>You are the first Hakem</translation>
    </message>
    <message>
        <source>{name} is the first Hakem</source>
        <translation>{name} is the first Hakem</translation>
    </message>
    <message>
        <source>(the first Ace dealt)</source>
        <translation>(the first Ace dealt)</translation>
    </message>
    <message>
        <source>(the highest card drawn)</source>
        <translation>(the highest card drawn)</translation>
    </message>
    <message>
        <source>Drawing for the first Hakem…</source>
        <translation>Drawing for the first Hakem…</translation>
    </message>
    <message>
        <source>Your side wins the set ({ours} – {theirs} in sets)</source>
        <translation>Your side wins the set ({ours} – {theirs} in sets)</translation>
    </message>
    <message>
        <source>The opponents win the set ({ours} – {theirs} in sets)</source>
        <translation>The opponents win the set ({ours} – {theirs} in sets)</translation>
    </message>
    <message>
        <source>Time is up: the table played {card} for you</source>
        <translation>Time is up: the table played {card} for you</translation>
    </message>
    <message>
        <source>Time is up: the table called {n} for you</source>
        <translation>Time is up: the table called {n} for you</translation>
    </message>
    <message>
        <source>Time is up: the table named {suit} as trump for you</source>
        <translation>Time is up: the table named {suit} as trump for you</translation>
    </message>
    <message>
        <source>{tricks} (+1 waiting)</source>
        <translation>{tricks} (+1 waiting)</translation>
    </message>
    <message>
        <source>Run broken: your side&apos;s trick goes to nobody</source>
        <translation>Run broken: your side&apos;s trick goes to nobody</translation>
    </message>
    <message>
        <source>Run broken: the opponents&apos; trick goes to nobody</source>
        <translation>Run broken: the opponents&apos; trick goes to nobody</translation>
    </message>
    <message>
        <source>The tricks left change nothing.</source>
        <translation>The tricks left change nothing.</translation>
    </message>
    <message>
        <source>Your side has made its target of {n} tricks: the deal is yours.</source>
        <translation>Your side has made its target of {n} tricks: the deal is yours.</translation>
    </message>
    <message>
        <source>The opponents have made their target of {n} tricks: the deal is theirs.</source>
        <translation>The opponents have made their target of {n} tricks: the deal is theirs.</translation>
    </message>
    <message>
        <source>The opponents can no longer make their target of {n} tricks: the deal is yours.</source>
        <translation>The opponents can no longer make their target of {n} tricks: the deal is yours.</translation>
    </message>
    <message>
        <source>Your side can no longer make its target of {n} tricks: the deal is the opponents&apos;.</source>
        <translation>Your side can no longer make its target of {n} tricks: the deal is the opponents&apos;.</translation>
    </message>
    <message>
        <source>The opponents can no longer take seven tricks: the deal is yours.</source>
        <translation>The opponents can no longer take seven tricks: the deal is yours.</translation>
    </message>
    <message>
        <source>Your side can no longer take seven tricks: the deal is the opponents&apos;.</source>
        <translation>Your side can no longer take seven tricks: the deal is the opponents&apos;.</translation>
    </message>
    <message>
        <source>Your side has its seven tricks: the deal is yours.</source>
        <translation>Your side has its seven tricks: the deal is yours.</translation>
    </message>
    <message>
        <source>The opponents have their seven tricks: the deal is theirs.</source>
        <translation>The opponents have their seven tricks: the deal is theirs.</translation>
    </message>
    <message>
        <source>Your side: {tricks}</source>
        <translation>Your side: {tricks}</translation>
    </message>
    <message>
        <source>Opponents: {tricks}</source>
        <translation>Opponents: {tricks}</translation>
    </message>
    <message>
        <source>Match: {ours} – {theirs} (to {target})</source>
        <translation>Match: {ours} – {theirs} (to {target})</translation>
    </message>
    <message>
        <source>Match: {ours} – {theirs}</source>
        <translation>Match: {ours} – {theirs}</translation>
    </message>
    <message>
        <source>Deal won by your side</source>
        <translation>Deal won by your side</translation>
    </message>
    <message>
        <source>Deal won by the opponents</source>
        <translation>Deal won by the opponents</translation>
    </message>
    <message>
        <source>Sets: {ours} – {theirs}</source>
        <translation>Sets: {ours} – {theirs}</translation>
    </message>
    <message>
        <source>The last trick is left alone: it goes to nobody</source>
        <translation>The last trick is left alone: it goes to nobody</translation>
    </message>
    <message>
        <source>Your side&apos;s target: {n} tricks</source>
        <translation>Your side&apos;s target: {n} tricks</translation>
    </message>
    <message>
        <source>Opponents&apos; target: {n} tricks</source>
        <translation>Opponents&apos; target: {n} tricks</translation>
    </message>
    <message>
        <source>Your target ({n}): made</source>
        <translation>Your target ({n}): made</translation>
    </message>
    <message>
        <source>Their target ({n}): made</source>
        <translation>Their target ({n}): made</translation>
    </message>
    <message>
        <source>Your target ({n}): missed</source>
        <translation>Your target ({n}): missed</translation>
    </message>
    <message>
        <source>Their target ({n}): missed</source>
        <translation>Their target ({n}): missed</translation>
    </message>
    <message>
        <source>Waiting: 1 trick of your side</source>
        <translation>Waiting: 1 trick of your side</translation>
    </message>
    <message>
        <source>Waiting: 1 trick of the opponents</source>
        <translation>Waiting: 1 trick of the opponents</translation>
    </message>
    <message>
        <source>Tricks played: {n} of 8</source>
        <translation>Tricks played: {n} of 8</translation>
    </message>
    <message>
        <source>Your score: {n}</source>
        <translation>Your score: {n}</translation>
    </message>
    <message>
        <source>You named {suit} as trump</source>
        <translation>You named {suit} as trump</translation>
    </message>
    <message>
        <source>{name} named {suit} as trump</source>
        <translation>{name} named {suit} as trump</translation>
    </message>
    <message>
        <source>Time is up: the table named {suit} as trump for you, with the lowest target ({target} tricks)</source>
        <translation>Time is up: the table named {suit} as trump for you, with the lowest target ({target} tricks)</translation>
    </message>
    <message>
        <source>Time is up: the table acted for you</source>
        <translation>Time is up: the table acted for you</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Wait for your turn</translation>
    </message>
    <message>
        <source>Choose a card with ← and →, then press Enter</source>
        <translation>Choose a card with ← and →, then press Enter</translation>
    </message>
    <message>
        <source>You cannot follow suit: press S to see the hidden trump, or choose any card with ← and →, then press Enter</source>
        <translation>You cannot follow suit: press S to see the hidden trump, or choose any card with ← and →, then press Enter</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Lead</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Court Piece</source>
        <translation>Court Piece</translation>
    </message>
    <message>
        <source>Hokm</source>
        <translation>Hokm</translation>
    </message>
    <message>
        <source>Kuwaiti Hareega: everyone secretly calls the exact number of tricks they will take, no trump.</source>
        <translation>Kuwaiti Hareega: everyone secretly calls the exact number of tricks they will take, no trump.</translation>
    </message>
    <message>
        <source>4 players, partners face to face · 52&#xa0;cards</source>
        <translation>4 players, partners face to face · 52&#xa0;cards</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>J</source>
        <comment>rank index: jack</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank index: queen</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <comment>rank index: king</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <comment>rank index: ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Greedy</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Takes every trick it can, as cheaply as it can: a beginner.</source>
        <translation>Takes every trick it can, as cheaply as it can: a beginner.</translation>
    </message>
    <message>
        <source>Plays sensibly, with a careless card now and then.</source>
        <translation>Plays sensibly, with a careless card now and then.</translation>
    </message>
    <message>
        <source>Plays by the usual rules of good play and counts the cards.</source>
        <translation>Plays by the usual rules of good play and counts the cards.</translation>
    </message>
    <message>
        <source>Thinks ahead over the hands the others may hold: the strongest.</source>
        <translation>Thinks ahead over the hands the others may hold: the strongest.</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Off (instant)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>As fast as possible</source>
        <translation>As fast as possible</translation>
    </message>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>your partner</source>
        <translation>your partner</translation>
    </message>
    <message>
        <source>No trick has been played yet in this round.</source>
        <translation>No trick has been played yet in this round.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this deal.</source>
        <translation>No trick has been played yet in this deal.</translation>
    </message>
    <message>
        <source>Your side</source>
        <translation>Your side</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>The match is over.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>There is no such seat.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>That cannot be done now.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>You do not hold that card.</translation>
    </message>
    <message>
        <source>You must follow {suit}.</source>
        <translation>You must follow {suit}.</translation>
    </message>
    <message>
        <source>You cannot follow suit and must play a trump ({suit}).</source>
        <translation>You cannot follow suit and must play a trump ({suit}).</translation>
    </message>
    <message>
        <source>A call is between {low} and {high} tricks.</source>
        <translation>A call is between {low} and {high} tricks.</translation>
    </message>
    <message>
        <source>Your call is already locked.</source>
        <translation>Your call is already locked.</translation>
    </message>
    <message>
        <source>Only the Hakem names trump.</source>
        <translation>Only the Hakem names trump.</translation>
    </message>
    <message>
        <source>This deal is played without trump.</source>
        <translation>This deal is played without trump.</translation>
    </message>
    <message>
        <source>Name a target of {low} to {high} tricks with the trump.</source>
        <translation>Name a target of {low} to {high} tricks with the trump.</translation>
    </message>
    <message>
        <source>No target is named with these rules.</source>
        <translation>No target is named with these rules.</translation>
    </message>
    <message>
        <source>The target is between {low} and {high} tricks.</source>
        <translation>The target is between {low} and {high} tricks.</translation>
    </message>
    <message>
        <source>The trump is not hidden.</source>
        <translation>The trump is not hidden.</translation>
    </message>
    <message>
        <source>Only a player who cannot follow suit may ask to see the trump.</source>
        <translation>Only a player who cannot follow suit may ask to see the trump.</translation>
    </message>
    <message>
        <source>That move is not known.</source>
        <translation>That move is not known.</translation>
    </message>
    <message>
        <source>In Hand every player plays alone: there is no side to concede to.</source>
        <translation>In Hand every player plays alone: there is no side to concede to.</translation>
    </message>
    <message>
        <source>The 2 of hearts led is a trump (Satat): you must follow {suit}, the trump.</source>
        <translation>The 2 of hearts led is a trump (Satat): you must follow {suit}, the trump.</translation>
    </message>
    <message>
        <source>You must follow {suit}: under Satat the 2 of hearts is a trump, not a heart.</source>
        <translation>You must follow {suit}: under Satat the 2 of hearts is a trump, not a heart.</translation>
    </message>
    <message>
        <source>You must follow {suit}, the trump: under Satat your 2 of hearts is one.</source>
        <translation>You must follow {suit}, the trump: under Satat your 2 of hearts is one.</translation>
    </message>
    <message>
        <source>You must follow {suit}, the trump (under Satat the 2 of hearts is one too).</source>
        <translation>You must follow {suit}, the trump (under Satat the 2 of hearts is one too).</translation>
    </message>
    <message>
        <source>You cannot follow suit and must play a trump: under Satat your 2 of hearts is one.</source>
        <translation>You cannot follow suit and must play a trump: under Satat your 2 of hearts is one.</translation>
    </message>
    <message>
        <source>You cannot follow suit and must play a trump: {suit} or the 2 of hearts (Satat).</source>
        <translation>You cannot follow suit and must play a trump: {suit} or the 2 of hearts (Satat).</translation>
    </message>
    <message>
        <source>made the call</source>
        <translation>made the call</translation>
    </message>
    <message>
        <source>made a zero call</source>
        <translation>made a zero call</translation>
    </message>
    <message>
        <source>took too many tricks</source>
        <translation>took too many tricks</translation>
    </message>
    <message>
        <source>took too few tricks</source>
        <translation>took too few tricks</translation>
    </message>
    <message>
        <source>1st place</source>
        <translation>1st place</translation>
    </message>
    <message>
        <source>2nd place</source>
        <translation>2nd place</translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation>3rd place</translation>
    </message>
    <message>
        <source>4th place</source>
        <translation>4th place</translation>
    </message>
    <message>
        <source>Place {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <source>Kot! The Hakem&apos;s side took the first seven tricks.</source>
        <translation>Kot! The Hakem&apos;s side took the first seven tricks.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side won the deal.</source>
        <translation>The Hakem&apos;s side won the deal.</translation>
    </message>
    <message>
        <source>All thirteen tricks: a sweep!</source>
        <translation>All thirteen tricks: a sweep!</translation>
    </message>
    <message>
        <source>Your side conceded the rest of the deal.</source>
        <translation>Your side conceded the rest of the deal.</translation>
    </message>
    <message>
        <source>The other side conceded the rest of the deal.</source>
        <translation>The other side conceded the rest of the deal.</translation>
    </message>
    <message>
        <source>The deal stopped there: a side had its seven tricks.</source>
        <translation>The deal stopped there: a side had its seven tricks.</translation>
    </message>
    <message>
        <source>{n} deals won in a row: one court more.</source>
        <translation>{n} deals won in a row: one court more.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side made its target of {n} tricks.</source>
        <translation>The Hakem&apos;s side made its target of {n} tricks.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side missed its target of {n} tricks.</source>
        <translation>The Hakem&apos;s side missed its target of {n} tricks.</translation>
    </message>
    <message>
        <source>the Hakem&apos;s side made its target of {n} tricks.</source>
        <translation>the Hakem&apos;s side made its target of {n} tricks.</translation>
    </message>
    <message>
        <source>the Hakem&apos;s side missed its target of {n} tricks.</source>
        <translation>the Hakem&apos;s side missed its target of {n} tricks.</translation>
    </message>
    <message>
        <source>Kot, the first seven tricks!</source>
        <translation>Kot, the first seven tricks!</translation>
    </message>
    <message>
        <source>the Hakem&apos;s side won the deal.</source>
        <translation>the Hakem&apos;s side won the deal.</translation>
    </message>
    <message>
        <source>a sweep, all thirteen tricks!</source>
        <translation>a sweep, all thirteen tricks!</translation>
    </message>
    <message>
        <source>Kot, seven tricks before the other side could count one!</source>
        <translation>Kot, seven tricks before the other side could count one!</translation>
    </message>
    <message>
        <source>the Hakem&apos;s side failed.</source>
        <translation>the Hakem&apos;s side failed.</translation>
    </message>
    <message>
        <source>the Hakem&apos;s side made its target.</source>
        <translation>the Hakem&apos;s side made its target.</translation>
    </message>
    <message>
        <source>the Hakem&apos;s side missed its target.</source>
        <translation>the Hakem&apos;s side missed its target.</translation>
    </message>
    <message>
        <source>Failed Hakem concedes double</source>
        <translation>Failed Hakem concedes double</translation>
    </message>
    <message>
        <source>Kot against the Hakem worth 3</source>
        <translation>Kot against the Hakem worth 3</translation>
    </message>
    <message>
        <source>Courts a side needs to win the match.</source>
        <translation>Courts a side needs to win the match.</translation>
    </message>
    <message>
        <source>Points a side needs to win (each set, when several are played).</source>
        <translation>Points a side needs to win (each set, when several are played).</translation>
    </message>
    <message>
        <source>At most this many extra rounds while first place is shared.</source>
        <translation>At most this many extra rounds while first place is shared.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side taking the first seven tricks scores two courts (not with Bidding, where the target decides the courts).</source>
        <translation>The Hakem&apos;s side taking the first seven tricks scores two courts (not with Bidding, where the target decides the courts).</translation>
    </message>
    <message>
        <source>When the Hakem&apos;s side takes fewer than seven tricks, the others score double (with Bidding, a missed target still gives two courts, not four).</source>
        <translation>When the Hakem&apos;s side takes fewer than seven tricks, the others score double (with Bidding, a missed target still gives two courts, not four).</translation>
    </message>
    <message>
        <source>One more court for a side&apos;s third deal won in a row, and each one after.</source>
        <translation>One more court for a side&apos;s third deal won in a row, and each one after.</translation>
    </message>
    <message>
        <source>A side keeps the Hakem for two deals unless it fails the first.</source>
        <translation>A side keeps the Hakem for two deals unless it fails the first.</translation>
    </message>
    <message>
        <source>How often a deal is played without trump; the Hakem still leads.</source>
        <translation>How often a deal is played without trump; the Hakem still leads.</translation>
    </message>
    <message>
        <source>One set, or the best of three sets, each one starting again from 0.</source>
        <translation>One set, or the best of three sets, each one starting again from 0.</translation>
    </message>
    <message>
        <source>All thirteen tricks are played; taking them all is worth three points.</source>
        <translation>All thirteen tricks are played; taking them all is worth three points.</translation>
    </message>
    <message>
        <source>A Kot is seven tricks before the other side takes one. Against the Hakem&apos;s side it is worth three points instead of two.</source>
        <translation>A Kot is seven tricks before the other side takes one. Against the Hakem&apos;s side it is worth three points instead of two.</translation>
    </message>
    <message>
        <source>The two of hearts is the highest trump, and plays as a trump, not a heart.</source>
        <translation>The two of hearts is the highest trump, and plays as a trump, not a heart.</translation>
    </message>
    <message>
        <source>Kot against the Hakem&apos;s side!</source>
        <translation>Kot against the Hakem&apos;s side!</translation>
    </message>
    <message>
        <source>Rang: the Hakem picks trump after five cards; seven tricks take a court.</source>
        <translation>Rang: the Hakem picks trump after five cards; seven tricks take a court.</translation>
    </message>
    <message>
        <source>The Persian classic: the Hakem picks trump; the first side to seven tricks wins the deal.</source>
        <translation>The Persian classic: the Hakem picks trump; the first side to seven tricks wins the deal.</translation>
    </message>
    <message>
        <source>4 players, each for themselves · 32&#xa0;cards (7&#xa0;to&#xa0;Ace)</source>
        <translation>4 players, each for themselves · 32&#xa0;cards (7&#xa0;to&#xa0;Ace)</translation>
    </message>
    <message>
        <source>Plays a random card among those the rules allow: the weakest.</source>
        <translation>Plays a random card among those the rules allow: the weakest.</translation>
    </message>
    <message>
        <source>Kot! Seven tricks before the other side could count one.</source>
        <translation>Kot! Seven tricks before the other side could count one.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side failed.</source>
        <translation>The Hakem&apos;s side failed.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side made its target.</source>
        <translation>The Hakem&apos;s side made its target.</translation>
    </message>
    <message>
        <source>The Hakem&apos;s side missed its target.</source>
        <translation>The Hakem&apos;s side missed its target.</translation>
    </message>
    <message>
        <source>You stay the Hakem for the next deal.</source>
        <translation>You stay the Hakem for the next deal.</translation>
    </message>
    <message>
        <source>You are the Hakem for the next deal.</source>
        <translation>You are the Hakem for the next deal.</translation>
    </message>
    <message>
        <source>Your partner stays the Hakem for the next deal.</source>
        <translation>Your partner stays the Hakem for the next deal.</translation>
    </message>
    <message>
        <source>Your partner is the Hakem for the next deal.</source>
        <translation>Your partner is the Hakem for the next deal.</translation>
    </message>
    <message>
        <source>{name} stays the Hakem for the next deal.</source>
        <translation>{name} stays the Hakem for the next deal.</translation>
    </message>
    <message>
        <source>{name} is the Hakem for the next deal.</source>
        <translation>{name} is the Hakem for the next deal.</translation>
    </message>
    <message>
        <source>Your side claimed every trick.</source>
        <translation>Your side claimed every trick.</translation>
    </message>
    <message>
        <source>Your side claimed the last trick.</source>
        <translation>Your side claimed the last trick.</translation>
    </message>
    <message>
        <source>Your side claimed the last {n} tricks.</source>
        <translation>Your side claimed the last {n} tricks.</translation>
    </message>
    <message>
        <source>The other side claimed every trick.</source>
        <translation>The other side claimed every trick.</translation>
    </message>
    <message>
        <source>The other side claimed the last trick.</source>
        <translation>The other side claimed the last trick.</translation>
    </message>
    <message>
        <source>The other side claimed the last {n} tricks.</source>
        <translation>The other side claimed the last {n} tricks.</translation>
    </message>
    <message>
        <source>You claimed every trick.</source>
        <translation>You claimed every trick.</translation>
    </message>
    <message>
        <source>You claimed the last trick.</source>
        <translation>You claimed the last trick.</translation>
    </message>
    <message>
        <source>You claimed the last {n} tricks.</source>
        <translation>You claimed the last {n} tricks.</translation>
    </message>
    <message>
        <source>{name} claimed every trick.</source>
        <translation>{name} claimed every trick.</translation>
    </message>
    <message>
        <source>{name} claimed the last trick.</source>
        <translation>{name} claimed the last trick.</translation>
    </message>
    <message>
        <source>{name} claimed the last {n} tricks.</source>
        <translation>{name} claimed the last {n} tricks.</translation>
    </message>
    <message>
        <source>The courts count double for a failed Hakem.</source>
        <translation>The courts count double for a failed Hakem.</translation>
    </message>
    <message>
        <source>Kuwaiti Hand</source>
        <translation>Kuwaiti Hand</translation>
    </message>
    <message>
        <source>Quick Hand (3 rounds)</source>
        <translation>Quick Hand (3 rounds)</translation>
    </message>
    <message>
        <source>Single Sar</source>
        <translation>Single Sar</translation>
    </message>
    <message>
        <source>Kot / Double Sar</source>
        <translation>Kot / Double Sar</translation>
    </message>
    <message>
        <source>Hidden trump</source>
        <translation>Hidden trump</translation>
    </message>
    <message>
        <source>Badam Satti</source>
        <translation>Badam Satti</translation>
    </message>
    <message>
        <source>Classic Hokm</source>
        <translation>Classic Hokm</translation>
    </message>
    <message>
        <source>All 13 tricks</source>
        <translation>All 13 tricks</translation>
    </message>
    <message>
        <source>Satat</source>
        <translation>Satat</translation>
    </message>
    <message>
        <source>Double Sar</source>
        <translation>Double Sar</translation>
    </message>
    <message>
        <source>Compulsory trump</source>
        <translation>Compulsory trump</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>Turn timer</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Sudden-death rounds</source>
        <translation>Sudden-death rounds</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Hakem rotation</source>
        <translation>Hakem rotation</translation>
    </message>
    <message>
        <source>Courts for a sweep</source>
        <translation>Courts for a sweep</translation>
    </message>
    <message>
        <source>Kot (Double Sar)</source>
        <translation>Kot (Double Sar)</translation>
    </message>
    <message>
        <source>Streak bonus</source>
        <translation>Streak bonus</translation>
    </message>
    <message>
        <source>Double Hakem</source>
        <translation>Double Hakem</translation>
    </message>
    <message>
        <source>Cards the Hakem sees</source>
        <translation>Cards the Hakem sees</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <source>Play all 13 tricks</source>
        <translation>Play all 13 tricks</translation>
    </message>
    <message>
        <source>Deal pattern</source>
        <translation>Deal pattern</translation>
    </message>
    <message>
        <source>Time you have for each move; when it runs out, the table acts for you.</source>
        <translation>Time you have for each move; when it runs out, the table acts for you.</translation>
    </message>
    <message>
        <source>Rounds played before the ranking.</source>
        <translation>Rounds played before the ranking.</translation>
    </message>
    <message>
        <source>What a side needs to win.</source>
        <translation>What a side needs to win.</translation>
    </message>
    <message>
        <source>Who becomes Hakem after a deal.</source>
        <translation>Who becomes Hakem after a deal.</translation>
    </message>
    <message>
        <source>Courts won by taking all thirteen tricks.</source>
        <translation>Courts won by taking all thirteen tricks.</translation>
    </message>
    <message>
        <source>The trump stays secret until a player who cannot follow asks.</source>
        <translation>The trump stays secret until a player who cannot follow asks.</translation>
    </message>
    <message>
        <source>How many cards the Hakem looks at before naming trump.</source>
        <translation>How many cards the Hakem looks at before naming trump.</translation>
    </message>
    <message>
        <source>The Hakem also names a target of 9, 10 or 11 tricks: made, 2 courts; missed, 2 courts to the other side (a Kot then scores nothing more).</source>
        <translation>The Hakem also names a target of 9, 10 or 11 tricks: made, 2 courts; missed, 2 courts to the other side (a Kot then scores nothing more).</translation>
    </message>
    <message>
        <source>If you cannot follow suit but hold a trump, you must trump.</source>
        <translation>If you cannot follow suit but hold a trump, you must trump.</translation>
    </message>
    <message>
        <source>A trick counts only once its side has won two in a row; a trick left alone when its run breaks goes to nobody.</source>
        <translation>A trick counts only once its side has won two in a row; a trick left alone when its run breaks goes to nobody.</translation>
    </message>
    <message>
        <source>How the cards are dealt after trump (looks only).</source>
        <translation>How the cards are dealt after trump (looks only).</translation>
    </message>
    <message>
        <source>Never</source>
        <comment>Badam Satti: no deal without trump</comment>
        <translation>Never</translation>
    </message>
    <message>
        <source>one deal in </source>
        <comment>Badam Satti: one deal in N without trump</comment>
        <translation>one deal in </translation>
    </message>
    <message>
        <source>Turn timer: choose 0 (off) or 5 to 300 seconds.</source>
        <translation>Turn timer: choose 0 (off) or 5 to 300 seconds.</translation>
    </message>
    <message>
        <source>Badam Satti: choose “Never”, or one deal in 2 to 10; one in 1 would leave no deal with a trump.</source>
        <translation>Badam Satti: choose “Never”, or one deal in 2 to 10; one in 1 would leave no deal with a trump.</translation>
    </message>
    <message>
        <source>Double Hakem does not go with “the winning side keeps it”: the winning side already keeps the Hakem.</source>
        <translation>Double Hakem does not go with “the winning side keeps it”: the winning side already keeps the Hakem.</translation>
    </message>
    <message>
        <source>These house rules do not go together.</source>
        <translation>These house rules do not go together.</translation>
    </message>
    <message>
        <source>to the right (counter-clockwise)</source>
        <translation>to the right (counter-clockwise)</translation>
    </message>
    <message>
        <source>to the left (clockwise)</source>
        <translation>to the left (clockwise)</translation>
    </message>
    <message>
        <source>the winning side keeps it</source>
        <translation>the winning side keeps it</translation>
    </message>
    <message>
        <source>one set</source>
        <translation>one set</translation>
    </message>
    <message>
        <source>best of three</source>
        <translation>best of three</translation>
    </message>
</context>
<context>
    <name>TotalsChart</name>
    <message>
        <source>No round has been scored yet.</source>
        <translation>No round has been scored yet.</translation>
    </message>
    <message>
        <source>No deal has been scored yet.</source>
        <translation>No deal has been scored yet.</translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <source>You are the Hakem</source>
        <translation>You are the Hakem</translation>
    </message>
    <message>
        <source>Look at your first cards and name the trump suit.</source>
        <translation>Look at your first cards and name the trump suit.</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Target:</translation>
    </message>
    <message>
        <source>Name the trump and a target (every target scores the same).</source>
        <translation>Name the trump and a target (every target scores the same).</translation>
    </message>
    <message>
        <source>Choose a suit</source>
        <translation>Choose a suit</translation>
    </message>
    <message>
        <source>Choose a target</source>
        <translation>Choose a target</translation>
    </message>
    <message>
        <source>Name {suit} as trump, target {target}</source>
        <translation>Name {suit} as trump, target {target}</translation>
    </message>
    <message>
        <source>Name {suit} as trump</source>
        <translation>Name {suit} as trump</translation>
    </message>
</context>
<context>
    <name>TurnTimerBox</name>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
</context>
<context>
    <name>UnsavedQuit</name>
    <message>
        <source>Export the match</source>
        <translation>Export the match</translation>
    </message>
    <message>
        <source>Unsaved moves</source>
        <translation>Unsaved moves</translation>
    </message>
    <message>
        <source>The last moves of this match could not be saved.</source>
        <translation>The last moves of this match could not be saved.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Try again</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <source>&amp;Quit without saving</source>
        <translation>&amp;Quit without saving</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Keep playing</translation>
    </message>
    <message>
        <source>The match was not exported.</source>
        <translation>The match was not exported.</translation>
    </message>
</context>
</TS>
