"""The explorer in a real browser: value an expression, edit a board, walk into an option,
see the thermograph, share a position by its address, plot a heap game, provoke errors,
cancel a long computation, and check that no input typed into the page stops the server."""

import json
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait


def wait(browser, seconds=30):
    return WebDriverWait(browser, seconds)


def field(browser, key):
    return browser.find_element(By.ID, "field-" + key).text


def value_typed(browser, server, expr):
    """Opens the page, types `expr`, presses Value and waits for its canonical form."""
    browser.get(server + "/")
    box = browser.find_element(By.ID, "expr")
    box.clear()
    box.send_keys(expr)
    browser.find_element(By.ID, "go").click()
    wait(browser).until(
        EC.text_to_be_present_in_element((By.ID, "result-expr"), expr))
    wait(browser).until(lambda b: b.find_element(By.ID, "status").get_attribute("hidden"))


def test_type_an_expression_and_read_its_value(browser, server):
    value_typed(browser, server, "{2|-1} + *")
    assert field(browser, "canonical") == "{2*|-1*}"
    assert field(browser, "outcome") == "N"
    assert field(browser, "left_stop") == "2"
    assert field(browser, "mean") == "1/2"
    assert field(browser, "temperature") == "3/2"
    shared = urllib.parse.unquote(browser.current_url.split("#", 1)[1])
    assert shared == "{2|-1} + *"


def test_edit_a_domineering_board_and_walk_its_options(browser, server):
    browser.get(server + "/")
    wait(browser).until(lambda b: len(b.find_elements(By.CSS_SELECTOR, "#ruleset option")) > 3)
    Select(browser.find_element(By.ID, "ruleset")).select_by_value("domineering")
    for key, n in [("rows", "2"), ("cols", "3")]:
        box = browser.find_element(By.ID, key)
        box.clear()
        box.send_keys(n)
    browser.find_element(By.ID, "new-board").click()
    # Block the top-left cell: the board ..#-less 2x3 becomes #..|...
    browser.find_element(By.CSS_SELECTOR, '#editor td[data-row="0"][data-col="0"]').click()
    browser.find_element(By.ID, "value-board").click()
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "result-expr"), "domineering:#..|..."))
    wait(browser).until(lambda b: b.find_element(By.ID, "status").get_attribute("hidden"))
    assert browser.find_element(By.CSS_SELECTOR, "#board svg")
    # The CLI's value of the same board.
    assert field(browser, "canonical") == cli_canonical(server, "domineering:#..|...")
    options = browser.find_elements(By.CSS_SELECTOR, "#left-options li.option")
    assert options, "Left has moves"
    target = options[0].get_attribute("data-position")
    options[0].click()
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "result-expr"), target))
    wait(browser).until(lambda b: b.find_element(By.ID, "status").get_attribute("hidden"))
    assert field(browser, "canonical") == cli_canonical(server, target)


def cli_canonical(server, expr):
    """The canonical form the server's job API gives (the CLI's JSON)."""
    request = urllib.request.Request(server + "/api/jobs", method="POST",
                                     data=json.dumps({"kind": "value", "expr": expr}).encode())
    job = json.load(urllib.request.urlopen(request))
    while True:
        status = json.load(urllib.request.urlopen(server + "/api/jobs/" + job["id"]))
        if status["state"] != "running":
            return status["result"]["canonical"]


def test_dominated_and_reversible_options_are_marked(browser, server):
    value_typed(browser, server, "domineering:2x3")
    marks = browser.find_elements(By.CSS_SELECTOR, "#left-options .mark.dominated")
    assert len(marks) == 2
    assert browser.find_elements(By.CSS_SELECTOR, "#left-options .mark.reversible")


def test_the_thermograph_is_drawn_with_a_readout(browser, server):
    value_typed(browser, server, "{3|-1}")
    svg = browser.find_element(By.CSS_SELECTOR, "#thermograph svg")
    assert "Thermograph of" in svg.text
    from selenium.webdriver.common.action_chains import ActionChains
    ActionChains(browser).move_to_element(svg).perform()
    # The pointer at the middle of the drawing reads numbers on both axes.
    readout = browser.find_element(By.ID, "readout").text
    value, temperature = readout.removeprefix("value ").split(", temperature ")
    float(value), float(temperature)


def test_an_address_with_a_position_opens_it_valued(browser, server):
    browser.get(server + "/#" + urllib.request.quote("domineering:2x3", safe=""))
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "result-expr"), "domineering:2x3"))
    wait(browser).until(lambda b: b.find_element(By.ID, "field-canonical").text)
    assert field(browser, "canonical") == "{2|-1/2}"


def test_a_heap_game_is_plotted_with_its_period(browser, server):
    browser.get(server + "/")
    box = browser.find_element(By.ID, "heap-game")
    box.clear()
    box.send_keys("kayles")
    to = browser.find_element(By.ID, "heap-to")
    to.clear()
    to.send_keys("300")
    browser.find_element(By.ID, "plot").click()
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "period"), "period 12"))
    text = browser.find_element(By.ID, "period").text
    assert "Preperiod 71" in text and "certified" in text
    assert len(browser.find_elements(By.CSS_SELECTOR, "#plot-area circle")) == 301
    assert browser.find_elements(By.CSS_SELECTOR, "#plot-area rect.preperiod")


def test_errors_are_shown_and_the_server_goes_on(browser, server):
    for bad in ["{1|", "domineering:2y3", "kayles:3", "cool(1)", "{" * 2000, "\u00e9\u00e9", "1/0"]:
        browser.get(server + "/")
        box = browser.find_element(By.ID, "expr")
        box.send_keys(bad)
        browser.find_element(By.ID, "go").click()
        wait(browser).until(EC.visibility_of_element_located((By.ID, "error")))
        assert browser.find_element(By.ID, "error").text
    assert urllib.request.urlopen(server + "/api/rulesets").status == 200


def test_a_long_computation_can_be_cancelled(browser, server):
    browser.get(server + "/")
    # Domineering on 6 x 6 runs far longer than this test without a work limit.
    browser.find_element(By.ID, "expr").send_keys("domineering:6x6")
    browser.find_element(By.ID, "go").click()
    wait(browser).until(EC.visibility_of_element_located((By.ID, "cancel")))
    browser.find_element(By.ID, "cancel").click()
    wait(browser).until(EC.visibility_of_element_located((By.ID, "error")))
    assert browser.find_element(By.ID, "error").text.startswith("cancelled")
    assert browser.find_element(By.ID, "status").get_attribute("hidden")
    value_typed(browser, server, "*2 + *3")
    assert field(browser, "canonical") == "*"
